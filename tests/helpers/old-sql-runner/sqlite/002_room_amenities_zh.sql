-- Rooms list their amenities in Chinese too: the booking page in Chinese showed them in English.
-- Rows that predate this migration start with an empty list; the client falls back to English
-- item by item when the Chinese list does not match the English one in length.
ALTER TABLE rooms ADD COLUMN amenities_zh TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(amenities_zh));
