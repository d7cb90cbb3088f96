-- Explore guides and collections in Chinese: their summaries, guide text and descriptions were
-- English only, so the explore and collection pages in Chinese were mostly English. Rows that
-- predate this migration start empty, and the client then shows the English text.
ALTER TABLE explores ADD COLUMN summary_zh TEXT NOT NULL DEFAULT '';
ALTER TABLE explores ADD COLUMN content_html_zh TEXT NOT NULL DEFAULT '';
ALTER TABLE collections ADD COLUMN description_zh TEXT NOT NULL DEFAULT '';
ALTER TABLE explores ADD COLUMN category_zh TEXT NOT NULL DEFAULT '';
