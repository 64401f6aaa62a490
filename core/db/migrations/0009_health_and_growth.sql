CREATE TABLE `medicines` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`kind` text DEFAULT 'other' NOT NULL,
	`meat_withdrawal_days` integer DEFAULT 0 NOT NULL,
	`milk_withdrawal_days` integer DEFAULT 0 NOT NULL,
	`unit` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_by` text,
	`updated_by` text,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `medicines_user_name_idx` ON `medicines` (`user_id`,`name`);--> statement-breakpoint
CREATE TABLE `pregnancy_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`cattle_id` text NOT NULL,
	`date` text NOT NULL,
	`result` text NOT NULL,
	`method` text,
	`days_pregnant` integer,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_by` text,
	`updated_by` text,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cattle_id`) REFERENCES `cattle`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pregnancy_checks_user_cattle_idx` ON `pregnancy_checks` (`user_id`,`cattle_id`,`date`);--> statement-breakpoint
CREATE TABLE `treatments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`batch_id` text NOT NULL,
	`cattle_id` text NOT NULL,
	`date` text NOT NULL,
	`medicine_id` text,
	`product` text NOT NULL,
	`dose` text,
	`route` text,
	`reason` text,
	`meat_withdrawal_days` integer DEFAULT 0 NOT NULL,
	`milk_withdrawal_days` integer DEFAULT 0 NOT NULL,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_by` text,
	`updated_by` text,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cattle_id`) REFERENCES `cattle`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`medicine_id`) REFERENCES `medicines`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `treatments_user_cattle_idx` ON `treatments` (`user_id`,`cattle_id`,`date`);--> statement-breakpoint
CREATE INDEX `treatments_user_date_idx` ON `treatments` (`user_id`,`date`);--> statement-breakpoint
CREATE UNIQUE INDEX `treatments_batch_cattle_unique` ON `treatments` (`batch_id`,`cattle_id`);--> statement-breakpoint
CREATE TABLE `weights` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`cattle_id` text NOT NULL,
	`date` text NOT NULL,
	`weight` integer NOT NULL,
	`kind` text DEFAULT 'other' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_by` text,
	`updated_by` text,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cattle_id`) REFERENCES `cattle`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `weights_user_cattle_idx` ON `weights` (`user_id`,`cattle_id`,`date`);--> statement-breakpoint
CREATE INDEX `weights_user_date_idx` ON `weights` (`user_id`,`date`);--> statement-breakpoint
ALTER TABLE `cattle` ADD `meat_withdrawal_until` text;--> statement-breakpoint
ALTER TABLE `cattle` ADD `milk_withdrawal_until` text;--> statement-breakpoint
-- Every update of a medicine, by any path, counts as a save of it.
CREATE TRIGGER `medicines_version` AFTER UPDATE ON `medicines` FOR EACH ROW WHEN NEW.`version` = OLD.`version`
BEGIN UPDATE `medicines` SET `version` = OLD.`version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- A medicine saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `medicines_sync_insert` AFTER INSERT ON `medicines` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'medicines' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('medicines', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `medicines_sync_update` AFTER UPDATE ON `medicines` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'medicines' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('medicines', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `medicines_sync_delete` AFTER DELETE ON `medicines` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'medicines' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('medicines', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'name', OLD.`name`, 'kind', OLD.`kind`, 'meat_withdrawal_days', OLD.`meat_withdrawal_days`, 'milk_withdrawal_days', OLD.`milk_withdrawal_days`, 'unit', OLD.`unit`, 'notes', OLD.`notes`, 'created_at', OLD.`created_at`, 'created_by', OLD.`created_by`, 'updated_by', OLD.`updated_by`, 'version', OLD.`version`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: a create naming it again is refused.
CREATE TRIGGER `medicines_deleted_id` BEFORE INSERT ON `medicines` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'medicines' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'medicines' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
--> statement-breakpoint
-- Every update of a treatment, by any path, counts as a save of it.
CREATE TRIGGER `treatments_version` AFTER UPDATE ON `treatments` FOR EACH ROW WHEN NEW.`version` = OLD.`version`
BEGIN UPDATE `treatments` SET `version` = OLD.`version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- A treatment saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `treatments_sync_insert` AFTER INSERT ON `treatments` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'treatments' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('treatments', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `treatments_sync_update` AFTER UPDATE ON `treatments` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'treatments' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('treatments', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `treatments_sync_delete` AFTER DELETE ON `treatments` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'treatments' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('treatments', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'batch_id', OLD.`batch_id`, 'cattle_id', OLD.`cattle_id`, 'date', OLD.`date`, 'medicine_id', OLD.`medicine_id`, 'product', OLD.`product`, 'dose', OLD.`dose`, 'route', OLD.`route`, 'reason', OLD.`reason`, 'meat_withdrawal_days', OLD.`meat_withdrawal_days`, 'milk_withdrawal_days', OLD.`milk_withdrawal_days`, 'notes', OLD.`notes`, 'created_at', OLD.`created_at`, 'created_by', OLD.`created_by`, 'updated_by', OLD.`updated_by`, 'version', OLD.`version`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: a create naming it again is refused.
CREATE TRIGGER `treatments_deleted_id` BEFORE INSERT ON `treatments` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'treatments' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'treatments' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
--> statement-breakpoint
-- Every update of a pregnancy check, by any path, counts as a save of it.
CREATE TRIGGER `pregnancy_checks_version` AFTER UPDATE ON `pregnancy_checks` FOR EACH ROW WHEN NEW.`version` = OLD.`version`
BEGIN UPDATE `pregnancy_checks` SET `version` = OLD.`version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- A pregnancy check saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `pregnancy_checks_sync_insert` AFTER INSERT ON `pregnancy_checks` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'pregnancyChecks' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('pregnancyChecks', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `pregnancy_checks_sync_update` AFTER UPDATE ON `pregnancy_checks` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'pregnancyChecks' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('pregnancyChecks', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `pregnancy_checks_sync_delete` AFTER DELETE ON `pregnancy_checks` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'pregnancyChecks' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('pregnancyChecks', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'cattle_id', OLD.`cattle_id`, 'date', OLD.`date`, 'result', OLD.`result`, 'method', OLD.`method`, 'days_pregnant', OLD.`days_pregnant`, 'notes', OLD.`notes`, 'created_at', OLD.`created_at`, 'created_by', OLD.`created_by`, 'updated_by', OLD.`updated_by`, 'version', OLD.`version`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: a create naming it again is refused.
CREATE TRIGGER `pregnancy_checks_deleted_id` BEFORE INSERT ON `pregnancy_checks` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'pregnancyChecks' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'pregnancyChecks' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
--> statement-breakpoint
-- Every update of a weighing, by any path, counts as a save of it.
CREATE TRIGGER `weights_version` AFTER UPDATE ON `weights` FOR EACH ROW WHEN NEW.`version` = OLD.`version`
BEGIN UPDATE `weights` SET `version` = OLD.`version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- A weighing saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `weights_sync_insert` AFTER INSERT ON `weights` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'weights' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('weights', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `weights_sync_update` AFTER UPDATE ON `weights` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'weights' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('weights', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `weights_sync_delete` AFTER DELETE ON `weights` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'weights' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('weights', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'cattle_id', OLD.`cattle_id`, 'date', OLD.`date`, 'weight', OLD.`weight`, 'kind', OLD.`kind`, 'created_at', OLD.`created_at`, 'created_by', OLD.`created_by`, 'updated_by', OLD.`updated_by`, 'version', OLD.`version`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: a create naming it again is refused.
CREATE TRIGGER `weights_deleted_id` BEFORE INSERT ON `weights` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'weights' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'weights' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
