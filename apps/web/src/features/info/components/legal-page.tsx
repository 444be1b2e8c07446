import { useFormat } from '../../../lib/format';
import { InfoLayout } from './info-layout';
import { SupportCard } from './support-card';

export type LegalSection = { id: string; title: string; paragraphs: string[] };

type Props = {
  eyebrow: string;
  title: string;
  lead: string;
  contentsLabel: string;
  sections: LegalSection[];
};

/** A legal text: a table of contents beside short numbered sections. */
export function LegalPage({ eyebrow, title, lead, contentsLabel, sections }: Props) {
  const format = useFormat();
  return (
    <InfoLayout eyebrow={eyebrow} title={title} lead={<p>{lead}</p>}>
      <div className="info-legal">
        <nav aria-labelledby="legal-contents" className="info-legal__contents">
          <h2 id="legal-contents" className="info-legal__contents-title">
            {contentsLabel}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="info-legal__text">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="info-legal__section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className="info-legal__title">
                <span className="info-legal__number">{format.count(index + 1)}.</span> {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <SupportCard />
        </div>
      </div>
    </InfoLayout>
  );
}
