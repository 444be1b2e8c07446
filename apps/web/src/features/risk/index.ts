/** What the back office uses of the COD guard: its page (held orders, a number's history, settings). */
export { riskMessages } from './messages';
export { default as RiskPage } from './pages/risk-page';
