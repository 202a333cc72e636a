/** Where the past seasons go inside the demo's folder: vaastav's layout, a folder per season. */
export const HISTORY_DIR = 'history';
