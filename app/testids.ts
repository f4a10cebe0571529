// Test ids in one place: e2e specs import the same constants.
export const TID = {
  searchInput: 'search-input',
  searchResults: 'search-results',
  langSwitch: 'lang-switch',
  themeToggle: 'theme-toggle',
  topicList: 'topic-list',
  topicCard: 'topic-card',
  topicHeader: 'topic-header',
  toc: 'toc',
  article: 'article',
  diagram: 'diagram',
  notFound: 'not-found',
  outcome: 'outcome',
} as const;
