import { SIZE_CHART } from '@haat/contracts/constants';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../config/paths';
import { type Format, useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { CloseIcon, SearchIcon } from '../../../ui/icons';
import { ShareMenu } from '../../../ui/share-menu';
import { InfoLayout } from '../components/info-layout';
import { ScrollTopButton } from '../components/scroll-top-button';
import { SUPPORT_CONTACT } from '../contact';
import { helpCenterMessages } from '../messages/help-center';

type Key = keyof typeof helpCenterMessages.en;

/** The help centre's sections, as the `section` query parameter names them. */
const SECTIONS = [
  {
    id: 'sample-center',
    title: 'sampleCenter',
    intro: 'sampleCenterIntro',
    articles: [
      ['sampleWhatTitle', 'sampleWhatBody'],
      ['sampleHowTitle', 'sampleHowBody'],
      ['sampleSwatchTitle', 'sampleSwatchBody'],
      ['samplePriceTitle', 'samplePriceBody'],
    ],
  },
  {
    id: 'online-trade-show',
    title: 'tradeShow',
    intro: 'tradeShowIntro',
    articles: [
      ['tradeWhatTitle', 'tradeWhatBody'],
      ['tradeWhenTitle', 'tradeWhenBody'],
      ['tradePreorderTitle', 'tradePreorderBody'],
      ['tradeJoinTitle', 'tradeJoinBody'],
    ],
  },
  {
    id: 'tips',
    title: 'tips',
    intro: 'tipsIntro',
    articles: [
      ['tipSizeTitle', 'tipSizeBody'],
      ['tipPayTitle', 'tipPayBody'],
      ['tipTrackTitle', 'tipTrackBody'],
      ['tipReturnTitle', 'tipReturnBody'],
      ['tipCareTitle', 'tipCareBody'],
      ['tipWishlistTitle', 'tipWishlistBody'],
    ],
  },
  {
    id: 'live',
    title: 'live',
    intro: 'liveIntro',
    articles: [
      ['liveBeforeTitle', 'liveBeforeBody'],
      ['liveDeliveryTitle', 'liveDeliveryBody'],
      ['liveFeedbackTitle', 'liveFeedbackBody'],
    ],
  },
] as const satisfies readonly {
  id: string;
  title: Key;
  intro: Key;
  articles: readonly (readonly [Key, Key])[];
}[];

type SectionId = (typeof SECTIONS)[number]['id'];
const DEFAULT_SECTION: SectionId = 'sample-center';
const isSectionId = (value: string | null): value is SectionId => SECTIONS.some((s) => s.id === value);

/** The size chart in words, for the size tip: "S 36/26, M 38/27, …", in the language's digits. */
const chartTextIn = (format: Format) =>
  Object.entries(SIZE_CHART)
    .map(([size, { chest, length }]) => `${size} ${format.count(chest)}/${format.count(length)}`)
    .join(', ');

type Article = { id: string; section: SectionId; sectionTitle: string; title: string; body: string };

export default function HelpCenterPage() {
  const t = useT(helpCenterMessages);
  const format = useFormat();
  const [params] = useSearchParams();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const requested = params.get('section');
  const current = isSectionId(requested) ? requested : DEFAULT_SECTION;
  const section = SECTIONS.find((s) => s.id === current) ?? SECTIONS[0];

  const values = { email: SUPPORT_CONTACT.email, chart: chartTextIn(format) };
  const articles: Article[] = SECTIONS.flatMap((s) =>
    s.articles.map(([title, body]) => ({
      id: title,
      section: s.id,
      sectionTitle: t(s.title),
      title: t(title, values),
      body: t(body, values),
    })),
  );
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle
    ? articles.filter((a) => `${a.title} ${a.body}`.toLocaleLowerCase().includes(needle))
    : [];

  return (
    <InfoLayout
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={<p>{t('lead')}</p>}
      actions={
        <>
          <search className="help-search">
            <label htmlFor={searchId} className="visually-hidden">
              {t('searchLabel')}
            </label>
            <SearchIcon className="help-search__icon" />
            <input
              id={searchId}
              type="search"
              className="help-search__input"
              placeholder={t('searchPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
            {query ? (
              <button
                type="button"
                className="icon-button help-search__clear"
                onClick={() => setQuery('')}
                aria-label={t('clearSearch')}
              >
                <CloseIcon />
              </button>
            ) : null}
          </search>
          <ShareMenu
            title={t('eyebrow')}
            path={requested === current ? PATHS.helpSection(current) : PATHS.helpCenter}
          />
        </>
      }
    >
      <div className="help">
        <nav aria-label={t('topics')} className="help__nav">
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <Link
                  to={PATHS.helpSection(s.id)}
                  className="help__topic"
                  aria-current={!needle && s.id === current ? 'page' : undefined}
                  onClick={() => setQuery('')}
                >
                  {t(s.title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="help__content">
          {needle ? (
            <section aria-labelledby="help-results">
              <h2 id="help-results" className="help__heading" aria-live="polite">
                {matches.length === 0
                  ? t('noResults', { query: query.trim() })
                  : t.plural({ one: 'resultsOne', other: 'results' }, matches.length, {
                      query: query.trim(),
                    })}
              </h2>
              {matches.length === 0 ? (
                <p className="help__intro">
                  {t('noResultsHint')}{' '}
                  <Link to={PATHS.helpSection('live')} onClick={() => setQuery('')}>
                    {t('talkToUs')}
                  </Link>
                </p>
              ) : (
                <ArticleList articles={matches} showSection />
              )}
            </section>
          ) : (
            <section aria-labelledby="help-section">
              <h2 id="help-section" className="help__heading">
                {t(section.title)}
              </h2>
              <p className="help__intro">{t(section.intro)}</p>
              {section.id === 'live' ? <LiveContacts /> : null}
              <ArticleList articles={articles.filter((a) => a.section === section.id)} />
            </section>
          )}
        </div>
      </div>
      <ScrollTopButton />
    </InfoLayout>
  );
}

function ArticleList({ articles, showSection = false }: { articles: Article[]; showSection?: boolean }) {
  return (
    <ul className="help__articles">
      {articles.map((article) => (
        <li key={article.id}>
          <article className="help-article" aria-labelledby={`help-${article.id}`}>
            {showSection ? <p className="help-article__section">{article.sectionTitle}</p> : null}
            <h3 id={`help-${article.id}`} className="help-article__title">
              {article.title}
            </h3>
            <p>{article.body}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

function LiveContacts() {
  const t = useT(helpCenterMessages);
  return (
    <ul className="help-live">
      <li className="help-live__card">
        <h3 className="help-article__title">{t('livePhone')}</h3>
        <a href={SUPPORT_CONTACT.phoneHref} className="help-live__value">
          {SUPPORT_CONTACT.phone}
        </a>
        <p>{t('livePhoneNote', { hours: t('phoneHours') })}</p>
      </li>
      <li className="help-live__card">
        <h3 className="help-article__title">{t('liveEmail')}</h3>
        <a href={`mailto:${SUPPORT_CONTACT.email}`} className="help-live__value">
          {SUPPORT_CONTACT.email}
        </a>
        <p>{t('liveEmailNote')}</p>
      </li>
      <li className="help-live__card">
        <h3 className="help-article__title">{t('liveChat')}</h3>
        <p>{t('liveChatNote')}</p>
      </li>
    </ul>
  );
}
