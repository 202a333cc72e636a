/** The manager screens' error and empty messages, word for word as the product states them. */
export const MESSAGES = {
  managerFailed: 'Failed to load manager data. Please check the Manager ID and try again.',
  teamFailed: 'Failed to load team data. Please check the Manager ID and try again.',
  /** Not in the spec: the Live Gameweek screen is issue 33's. */
  liveFailed: 'Failed to load live points. Please check the Manager ID and try again.',
  leaguesFailed: 'Failed to load leagues data. Please try again.',
  standingsFailed: 'Unable to load league standings',
  noPrivateLeagues: 'No private leagues found for this manager.',
  leagueFailed: 'Failed to load league data. Please check the league ID and try again.',
  noLeagueAnalyzed: 'No League Analyzed Yet',
  loadingFplData: 'Loading FPL data...',
  fplDataFailed: 'Failed to load FPL data. Please try again.',
  /** Not in the spec: its source left this failure silent (loading forever); ours says so and offers Retry. */
  analysisFailed: 'Failed to load league data. Please try again.',
} as const;
