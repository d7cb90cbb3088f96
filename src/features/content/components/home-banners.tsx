import { useSuspenseQuery } from '@tanstack/react-query';
import { localizedTitle, useLanguage } from '../../../i18n';
import { contentQueryOptions } from '../api/get-content';

/** The home page's banners from the content call (the carousel is the frame's work). */
export function HomeBanners() {
  const { data } = useSuspenseQuery(contentQueryOptions());
  const language = useLanguage();
  return (
    <ul aria-label="Highlights">
      {data.map((item) => (
        <li key={item.id}>
          {item.imageUrl && <img src={item.imageUrl} alt={item.imageAlt} width={1196} height={400} />}
          <h2>{localizedTitle(language, item.title, item.titleZh)}</h2>
        </li>
      ))}
    </ul>
  );
}
