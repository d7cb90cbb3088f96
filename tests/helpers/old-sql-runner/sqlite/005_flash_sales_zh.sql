-- Flash sales in Chinese: the description, the details and the terms were English only. Rows that
-- predate this migration start empty, and the client then shows the English text.
ALTER TABLE flash_sales ADD COLUMN description_zh TEXT NOT NULL DEFAULT '';
ALTER TABLE flash_sales ADD COLUMN detail_html_zh TEXT NOT NULL DEFAULT '';
ALTER TABLE flash_sales ADD COLUMN toc_html_zh TEXT NOT NULL DEFAULT '';
