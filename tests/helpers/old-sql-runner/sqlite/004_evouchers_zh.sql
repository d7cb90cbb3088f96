-- E-vouchers in Chinese: the description and the terms were English only. Rows that predate this
-- migration start empty, and the client then shows the English text.
ALTER TABLE evouchers ADD COLUMN description_zh TEXT NOT NULL DEFAULT '';
ALTER TABLE evouchers ADD COLUMN toc_html_zh TEXT NOT NULL DEFAULT '';
