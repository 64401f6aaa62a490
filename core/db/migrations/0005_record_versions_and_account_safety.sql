CREATE TABLE `email_verifications` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_verifications_user_idx` ON `email_verifications` (`user_id`);--> statement-breakpoint
CREATE TABLE `rate_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bucket` text NOT NULL,
	`key` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_events_bucket_key_at_idx` ON `rate_events` (`bucket`,`key`,`at`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` text;--> statement-breakpoint
ALTER TABLE `cattle` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `pastures` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `storage_tanks` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `embryos` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `semen_canes` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `semen_straws` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `semen_tanks` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `forage` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `download_links` ADD `session_id` text REFERENCES sessions(id) ON DELETE cascade;--> statement-breakpoint
-- Every update of a cattle row, by any path (a cascade too), counts as a save of it.
CREATE TRIGGER `cattle_version` AFTER UPDATE ON `cattle` FOR EACH ROW WHEN NEW.`version` = OLD.`version`
BEGIN UPDATE `cattle` SET `version` = OLD.`version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- Every update of a pastures row, by any path (a cascade too), counts as a save of it.
CREATE TRIGGER `pastures_version` AFTER UPDATE ON `pastures` FOR EACH ROW WHEN NEW.`version` = OLD.`version`
BEGIN UPDATE `pastures` SET `version` = OLD.`version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- Every update of a storage_tanks row, by any path (a cascade too), counts as a save of it.
CREATE TRIGGER `storage_tanks_version` AFTER UPDATE ON `storage_tanks` FOR EACH ROW WHEN NEW.`version` = OLD.`version`
BEGIN UPDATE `storage_tanks` SET `version` = OLD.`version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- Every update of a embryos row, by any path (a cascade too), counts as a save of it.
CREATE TRIGGER `embryos_version` AFTER UPDATE ON `embryos` FOR EACH ROW WHEN NEW.`version` = OLD.`version`
BEGIN UPDATE `embryos` SET `version` = OLD.`version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- Every update of a semen_canes row, by any path (a cascade too), counts as a save of it.
CREATE TRIGGER `semen_canes_version` AFTER UPDATE ON `semen_canes` FOR EACH ROW WHEN NEW.`version` = OLD.`version`
BEGIN UPDATE `semen_canes` SET `version` = OLD.`version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- Every update of a semen_straws row, by any path (a cascade too), counts as a save of it.
CREATE TRIGGER `semen_straws_version` AFTER UPDATE ON `semen_straws` FOR EACH ROW WHEN NEW.`version` = OLD.`version`
BEGIN UPDATE `semen_straws` SET `version` = OLD.`version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- Every update of a semen_tanks row, by any path (a cascade too), counts as a save of it.
CREATE TRIGGER `semen_tanks_version` AFTER UPDATE ON `semen_tanks` FOR EACH ROW WHEN NEW.`version` = OLD.`version`
BEGIN UPDATE `semen_tanks` SET `version` = OLD.`version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- Every update of a forage row, by any path (a cascade too), counts as a save of it.
CREATE TRIGGER `forage_version` AFTER UPDATE ON `forage` FOR EACH ROW WHEN NEW.`version` = OLD.`version`
BEGIN UPDATE `forage` SET `version` = OLD.`version` + 1 WHERE `id` = NEW.`id`; END;
