import { FIRST_LOAD_CHINESE } from '../src/first-load-chinese';
import { provideFirstLoadChinese } from '../src/i18n';

// The browser loads the first page's Chinese on demand (src/main.tsx); code run here has it at
// once, as in the server's render.
provideFirstLoadChinese(FIRST_LOAD_CHINESE);
