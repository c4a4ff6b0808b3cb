/** The news feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { loadLatestNews } from './components/load-latest-news';
