-- The complex's data: one table per resource, relational where the site filters or joins, JSON
-- columns only for nested documents that are always read whole (getting-there, page blocks, room
-- amenities). Flags are INTEGER 0/1; instants are ISO strings in UTC; calendar dates YYYY-MM-DD.

CREATE TABLE seed_info (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seed INTEGER NOT NULL,
  seeded_at TEXT NOT NULL
);

CREATE TABLE media (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  svg TEXT NOT NULL,
  PRIMARY KEY (kind, id)
) WITHOUT ROWID;

CREATE TABLE sub_categories (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL CHECK (category_id IN (1, 2, 3)),
  name TEXT NOT NULL,
  name_zh TEXT NOT NULL
);

CREATE TABLE merchants (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  name_zh TEXT NOT NULL,
  category_id INTEGER NOT NULL CHECK (category_id IN (1, 2, 3)),
  unit_number TEXT NOT NULL,
  level TEXT NOT NULL,
  zone TEXT NOT NULL,
  about TEXT NOT NULL,
  about_zh TEXT NOT NULL,
  phone TEXT,
  email TEXT,
  website TEXT,
  logo_url TEXT NOT NULL,
  refund_policy TEXT,
  refund_days INTEGER,
  participation_level TEXT NOT NULL CHECK (participation_level IN ('Regular', 'Premium')),
  is_participating INTEGER NOT NULL CHECK (is_participating IN (0, 1)),
  accept_vouchers INTEGER NOT NULL CHECK (accept_vouchers IN (0, 1)),
  can_pay_with_points INTEGER NOT NULL CHECK (can_pay_with_points IN (0, 1)),
  is_halal_certified INTEGER NOT NULL CHECK (is_halal_certified IN (0, 1)),
  is_sponsored INTEGER NOT NULL CHECK (is_sponsored IN (0, 1)),
  is_featured INTEGER NOT NULL CHECK (is_featured IN (0, 1)),
  hide_from_directory INTEGER NOT NULL CHECK (hide_from_directory IN (0, 1)),
  is_active INTEGER NOT NULL CHECK (is_active IN (0, 1))
);

CREATE TABLE merchant_sub_categories (
  merchant_id INTEGER NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  sub_category_id INTEGER NOT NULL REFERENCES sub_categories (id),
  position INTEGER NOT NULL,
  PRIMARY KEY (merchant_id, sub_category_id)
) WITHOUT ROWID;
CREATE INDEX merchant_sub_categories_by_sub ON merchant_sub_categories (sub_category_id);

CREATE TABLE merchant_hours (
  merchant_id INTEGER NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  day_of_week INTEGER NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
  open TEXT NOT NULL,
  close TEXT NOT NULL,
  PRIMARY KEY (merchant_id, day_of_week, open)
) WITHOUT ROWID;

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  category TEXT NOT NULL,
  title TEXT NOT NULL,
  title_zh TEXT NOT NULL,
  cost TEXT NOT NULL,
  image_url TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  location TEXT NOT NULL,
  short_description TEXT NOT NULL,
  description TEXT NOT NULL,
  detail_html TEXT NOT NULL,
  toc_html TEXT NOT NULL,
  merchant_name TEXT,
  is_featured INTEGER NOT NULL CHECK (is_featured IN (0, 1)),
  sort_order INTEGER NOT NULL,
  priority INTEGER NOT NULL
);

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  title_zh TEXT NOT NULL,
  content_html TEXT NOT NULL,
  toc_html TEXT NOT NULL,
  image_url TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  created_at TEXT NOT NULL,
  type_id INTEGER NOT NULL,
  merchant_id INTEGER REFERENCES merchants (id),
  is_featured INTEGER NOT NULL CHECK (is_featured IN (0, 1)),
  is_members_day INTEGER NOT NULL CHECK (is_members_day IN (0, 1)),
  sort_order INTEGER NOT NULL,
  priority INTEGER NOT NULL
);

CREATE TABLE flash_sales (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_zh TEXT NOT NULL,
  description TEXT NOT NULL,
  detail_html TEXT NOT NULL,
  toc_html TEXT NOT NULL,
  image_url TEXT NOT NULL,
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  original_price REAL,
  sales_price REAL,
  quantity INTEGER NOT NULL CHECK (quantity >= 0),
  remaining_quantity INTEGER NOT NULL CHECK (remaining_quantity >= 0),
  sales_start_date TEXT NOT NULL,
  sales_expiry_date TEXT NOT NULL,
  is_featured INTEGER NOT NULL CHECK (is_featured IN (0, 1)),
  sort_order INTEGER NOT NULL
);

CREATE TABLE rewards (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_zh TEXT NOT NULL,
  description TEXT NOT NULL,
  image_url TEXT NOT NULL,
  terms TEXT NOT NULL,
  points INTEGER NOT NULL,
  category TEXT NOT NULL,
  subcategory TEXT NOT NULL,
  merchant_id INTEGER REFERENCES merchants (id),
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL
);
CREATE INDEX rewards_by_merchant ON rewards (merchant_id);

CREATE TABLE deals (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_zh TEXT NOT NULL,
  description TEXT NOT NULL,
  image_url TEXT NOT NULL,
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  categ_id INTEGER NOT NULL,
  type_id INTEGER NOT NULL,
  price REAL,
  points INTEGER,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL
);
CREATE INDEX deals_by_merchant ON deals (merchant_id);

CREATE TABLE faqs (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  category_zh TEXT NOT NULL,
  question TEXT NOT NULL,
  question_zh TEXT NOT NULL,
  answer_html TEXT NOT NULL,
  answer_html_zh TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  getting_there INTEGER NOT NULL CHECK (getting_there IN (0, 1))
);

-- A singleton document, always read whole.
CREATE TABLE getting_there (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  document TEXT NOT NULL CHECK (json_valid(document))
);

CREATE TABLE contact_details (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  address TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  hours TEXT NOT NULL,
  hours_zh TEXT NOT NULL,
  whats_app TEXT NOT NULL,
  facebook TEXT NOT NULL,
  instagram TEXT NOT NULL,
  youtube TEXT NOT NULL,
  app_store_url TEXT NOT NULL,
  play_store_url TEXT NOT NULL
);

CREATE TABLE contact_types (
  value TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  label_zh TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  phone TEXT NOT NULL,
  corporate INTEGER NOT NULL CHECK (corporate IN (0, 1)),
  password_hash TEXT,
  password_updated_at TEXT
);
CREATE INDEX members_by_phone ON members (phone);

CREATE TABLE activation_codes (
  code TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('reset', 'set', 'setCorporate')),
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE tickets (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT UNIQUE,
  type TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE rooms (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_zh TEXT NOT NULL,
  description TEXT NOT NULL,
  description_zh TEXT NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity > 0),
  size_sqm INTEGER NOT NULL,
  image_urls TEXT NOT NULL CHECK (json_valid(image_urls)),
  amenities TEXT NOT NULL CHECK (json_valid(amenities)),
  price_default REAL NOT NULL CHECK (price_default >= 0),
  min_nights INTEGER NOT NULL CHECK (min_nights >= 1),
  max_nights INTEGER NOT NULL CHECK (max_nights >= min_nights),
  disabled_days_of_week TEXT NOT NULL CHECK (json_valid(disabled_days_of_week))
);

CREATE TABLE room_prices (
  room_id INTEGER NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL CHECK (end_date > start_date),
  price REAL NOT NULL CHECK (price >= 0),
  PRIMARY KEY (room_id, start_date)
) WITHOUT ROWID;

CREATE TABLE bookings (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  room_id INTEGER NOT NULL REFERENCES rooms (id),
  check_in TEXT NOT NULL,
  check_out TEXT NOT NULL CHECK (check_out > check_in),
  nights INTEGER NOT NULL CHECK (nights >= 1),
  total_price REAL NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL,
  attendees INTEGER NOT NULL CHECK (attendees >= 1),
  created_at TEXT NOT NULL
);

-- One row per occupied night: the unique pair makes two bookings of one night impossible, whatever
-- the application code does.
CREATE TABLE booking_nights (
  booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  room_id INTEGER NOT NULL REFERENCES rooms (id),
  night TEXT NOT NULL,
  UNIQUE (room_id, night)
);

CREATE TABLE inquiries (
  id INTEGER PRIMARY KEY,
  room_id INTEGER NOT NULL REFERENCES rooms (id),
  check_in TEXT NOT NULL,
  check_out TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  message TEXT NOT NULL,
  available INTEGER NOT NULL CHECK (available IN (0, 1)),
  nights INTEGER NOT NULL,
  total_price REAL NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE content_items (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  title_zh TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  subtitle_zh TEXT NOT NULL,
  image_url TEXT NOT NULL,
  image_alt TEXT NOT NULL,
  image_alt_zh TEXT NOT NULL,
  link_url TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL
);
CREATE INDEX content_items_by_type ON content_items (type, sort_order);

-- Blocks are a document rendered in order; they are never queried one by one.
CREATE TABLE pages (
  slug TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  title_zh TEXT NOT NULL,
  description TEXT NOT NULL,
  description_zh TEXT NOT NULL,
  layout TEXT NOT NULL CHECK (layout IN ('default', 'attraction')),
  blocks TEXT NOT NULL CHECK (json_valid(blocks))
);

CREATE TABLE explores (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_zh TEXT NOT NULL,
  category TEXT NOT NULL,
  summary TEXT NOT NULL,
  content_html TEXT NOT NULL,
  image_url TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);
CREATE TABLE explore_merchants (
  explore_id INTEGER NOT NULL REFERENCES explores (id) ON DELETE CASCADE,
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  position INTEGER NOT NULL,
  PRIMARY KEY (explore_id, merchant_id)
) WITHOUT ROWID;

CREATE TABLE collections (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_zh TEXT NOT NULL,
  description TEXT NOT NULL,
  image_url TEXT NOT NULL
);
CREATE TABLE collection_merchants (
  collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  position INTEGER NOT NULL,
  PRIMARY KEY (collection_id, merchant_id)
) WITHOUT ROWID;

CREATE TABLE evouchers (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_zh TEXT NOT NULL,
  description TEXT NOT NULL,
  value REAL NOT NULL,
  points_cost INTEGER NOT NULL,
  image_url TEXT NOT NULL,
  toc_html TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL
);
CREATE TABLE evoucher_merchants (
  evoucher_id INTEGER NOT NULL REFERENCES evouchers (id) ON DELETE CASCADE,
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  position INTEGER NOT NULL,
  PRIMARY KEY (evoucher_id, merchant_id)
) WITHOUT ROWID;
