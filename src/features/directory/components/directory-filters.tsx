import { FilterChips } from '../../../components/ui/filter-chips';
import { useLanguage, useMessages } from '../../../i18n';
import type { SubCategory } from '../model/merchant';
import type { DirectorySearch } from '../model/directory-search';
import { DIRECTORY_LETTERS, type DirectoryLetter } from '../model/filter-merchants';
import { directoryMessages } from '../messages';
import { DirectorySearchBox } from './directory-search-box';
import { subCategoryName } from './merchant-names';
import { useShownSearch, type SearchChange } from './use-shown-search';
import styles from './directory-filters.module.css';

type Attribute = 'open' | 'halal' | 'evoucher' | 'points';
const ALL = 'all';

export interface DirectoryFiltersProps {
  /** The filters in the address; shown as the visitor sets them until it follows. */
  search: DirectorySearch;
  onSearchChange: SearchChange;
  subCategories: readonly SubCategory[];
  subCategoryCounts: ReadonlyMap<number, number>;
  totalForSubCategories: number;
  availableLetters: ReadonlySet<DirectoryLetter>;
  /** False when no store of the list publishes its hours: "Open now" is then not offered. */
  openNowOffered: boolean;
}

/**
 * Text search, sub-category chips with counts, attribute chips and the A-Z bar; all in the URL.
 * A filter that cannot work on the list at hand is not offered, and a line by the chips says why.
 * A filter set shows as set at once, before the address and the list follow (use-shown-search.ts).
 */
export function DirectoryFilters({
  search: searchInUrl,
  onSearchChange: changeUrlSearch,
  subCategories,
  subCategoryCounts,
  totalForSubCategories,
  availableLetters,
  openNowOffered,
}: DirectoryFiltersProps) {
  const t = useMessages(directoryMessages);
  const language = useLanguage();
  const [search, onSearchChange] = useShownSearch(searchInUrl, changeUrlSearch);
  const set = (patch: Partial<DirectorySearch>, replace = false) =>
    onSearchChange({ ...search, ...patch }, { replace });

  const attributeLabels: Record<Attribute, string> = {
    open: t.openNow,
    halal: t.halal,
    evoucher: t.evoucher,
    points: t.points,
  };
  const attributes = (Object.keys(attributeLabels) as Attribute[])
    .filter((value) => value !== 'open' || openNowOffered)
    .map((value) => ({ value, label: attributeLabels[value] }));

  return (
    <div className={styles.filters}>
      <DirectorySearchBox value={search.q} onChange={(q) => set({ q }, true)} />

      <div className={styles.chipRow}>
        <FilterChips
          label={t.subCategoryLabel}
          options={[
            { value: ALL, label: t.allSubCategories, count: totalForSubCategories },
            ...subCategories.map((sub) => ({
              value: String(sub.id),
              label: subCategoryName(sub, language),
              count: subCategoryCounts.get(sub.id) ?? 0,
            })),
          ]}
          selected={[search.sub === undefined ? ALL : String(search.sub)]}
          onToggle={(value) =>
            set({ sub: value === ALL || value === String(search.sub) ? undefined : Number(value) })
          }
        />
      </div>

      <div className={styles.chipRow}>
        <FilterChips
          label={t.attributesLabel}
          options={attributes}
          selected={attributes.filter(({ value }) => search[value]).map(({ value }) => value)}
          onToggle={(value) => set({ [value]: search[value] ? undefined : true })}
        />
        {!openNowOffered && <p className={styles.filterNote}>{t.openNowUnavailable}</p>}
      </div>

      <div role="group" aria-label={t.lettersLabel} className={styles.letters}>
        <button
          type="button"
          className={styles.letter}
          aria-pressed={search.letter === undefined}
          onClick={() => set({ letter: undefined })}
        >
          {t.allLetters}
        </button>
        {DIRECTORY_LETTERS.map((letter) => {
          const pressed = search.letter === letter;
          return (
            <button
              key={letter}
              type="button"
              className={styles.letter}
              aria-pressed={pressed}
              disabled={!pressed && !availableLetters.has(letter)}
              onClick={() => set({ letter: pressed ? undefined : letter })}
            >
              {letter}
            </button>
          );
        })}
      </div>
    </div>
  );
}
