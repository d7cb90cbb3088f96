/** The read path's rules, loaded with a page's first fetch (index.ts declares, these run). */
export { detailOrFromList } from './detail-answer';
export { readList } from './derived-answer';
