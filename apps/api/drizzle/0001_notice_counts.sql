-- Keeps brand_notice_counts equal to the number of notices per brand, one statement at a time,
-- so listing a brand's notices never counts its rows.
CREATE FUNCTION notice_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO brand_notice_counts (brand_id, total)
  SELECT brand_id, count(*) FROM new_rows GROUP BY brand_id
  ON CONFLICT (brand_id) DO UPDATE SET total = brand_notice_counts.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notice_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE brand_notice_counts c SET total = c.total - d.n
  FROM (SELECT brand_id, count(*) AS n FROM old_rows GROUP BY brand_id) d
  WHERE c.brand_id = d.brand_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notice_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE brand_notice_counts c SET total = c.total - d.n
  FROM (SELECT brand_id, count(*) AS n FROM old_rows GROUP BY brand_id) d
  WHERE c.brand_id = d.brand_id;
  INSERT INTO brand_notice_counts (brand_id, total)
  SELECT brand_id, count(*) FROM new_rows GROUP BY brand_id
  ON CONFLICT (brand_id) DO UPDATE SET total = brand_notice_counts.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notice_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE brand_notice_counts SET total = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notices_count_insert AFTER INSERT ON notices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notice_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER notices_count_delete AFTER DELETE ON notices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notice_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER notices_count_update AFTER UPDATE ON notices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notice_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER notices_count_truncate AFTER TRUNCATE ON notices
  FOR EACH STATEMENT EXECUTE FUNCTION notice_counts_after_truncate();
--> statement-breakpoint
INSERT INTO brand_notice_counts (brand_id, total)
SELECT brand_id, count(*) FROM notices GROUP BY brand_id
ON CONFLICT (brand_id) DO UPDATE SET total = excluded.total;
