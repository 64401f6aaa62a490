CREATE TABLE `file_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sync_changes` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`record_id` text NOT NULL,
	`user_id` text NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`last_record` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sync_changes_record_unique` ON `sync_changes` (`kind`,`record_id`);--> statement-breakpoint
CREATE INDEX `sync_changes_user_seq_idx` ON `sync_changes` (`user_id`,`seq`);--> statement-breakpoint
CREATE TABLE `sync_conflicts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`record_kind` text NOT NULL,
	`record_id` text NOT NULL,
	`record_label` text NOT NULL,
	`field` text,
	`base` text,
	`theirs` text,
	`mine` text,
	`device_id` text NOT NULL,
	`operation` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`resolved_at` text,
	`resolution` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sync_conflicts_user_idx` ON `sync_conflicts` (`user_id`,`resolved_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `sync_epochs` (
	`user_id` text PRIMARY KEY NOT NULL,
	`epoch` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sync_ops` (
	`op_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`device_id` text NOT NULL,
	`procedure` text NOT NULL,
	`result` text NOT NULL,
	`applied_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- A cattle row saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `cattle_sync_insert` AFTER INSERT ON `cattle` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'cattle' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('cattle', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `cattle_sync_update` AFTER UPDATE ON `cattle` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'cattle' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('cattle', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
-- Not when the account itself is being deleted (its rows go with it, and so does its feed).
CREATE TRIGGER `cattle_sync_delete` AFTER DELETE ON `cattle` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'cattle' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('cattle', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'tag', OLD.`tag`, 'name', OLD.`name`, 'type', OLD.`type`, 'gender', OLD.`gender`, 'breed', OLD.`breed`, 'breed_composition', OLD.`breed_composition`, 'registration_number', OLD.`registration_number`, 'pasture', OLD.`pasture`, 'birth_date', OLD.`birth_date`, 'cow_tag', OLD.`cow_tag`, 'sire_tag', OLD.`sire_tag`, 'status', OLD.`status`, 'weight', OLD.`weight`, 'birth_weight', OLD.`birth_weight`, 'breeding_date', OLD.`breeding_date`, 'breeding_method', OLD.`breeding_method`, 'breeding_sire', OLD.`breeding_sire`, 'straws_used', OLD.`straws_used`, 'came_back_in_heat', OLD.`came_back_in_heat`, 'heat_return_date', OLD.`heat_return_date`, 'heat_return_count', OLD.`heat_return_count`, 'cow_type', OLD.`cow_type`, 'expected_calving_date', OLD.`expected_calving_date`, 'actual_calving_date', OLD.`actual_calving_date`, 'wean_date', OLD.`wean_date`, 'wean_weight', OLD.`wean_weight`, 'disposition', OLD.`disposition`, 'disposition_date', OLD.`disposition_date`, 'sale_price', OLD.`sale_price`, 'buyer', OLD.`buyer`, 'buyer_contact', OLD.`buyer_contact`, 'sale_location', OLD.`sale_location`, 'notes', OLD.`notes`, 'created_at', OLD.`created_at`, 'version', OLD.`version`, 'updated_at', OLD.`updated_at`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: the farm's own is refused as deleted, another farm's as in use.
CREATE TRIGGER `cattle_deleted_id` BEFORE INSERT ON `cattle` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'cattle' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'cattle' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
--> statement-breakpoint
INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'cattle', `id`, `user_id` FROM `cattle`;
--> statement-breakpoint
-- A activities row saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `activities_sync_insert` AFTER INSERT ON `activities` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'activities' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('activities', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `activities_sync_update` AFTER UPDATE ON `activities` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'activities' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('activities', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
-- Not when the account itself is being deleted (its rows go with it, and so does its feed).
CREATE TRIGGER `activities_sync_delete` AFTER DELETE ON `activities` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'activities' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('activities', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'type', OLD.`type`, 'cattle_tag', OLD.`cattle_tag`, 'date', OLD.`date`, 'pasture', OLD.`pasture`, 'breeding_method', OLD.`breeding_method`, 'breeding_sire', OLD.`breeding_sire`, 'straws_used', OLD.`straws_used`, 'notes', OLD.`notes`, 'created_at', OLD.`created_at`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: the farm's own is refused as deleted, another farm's as in use.
CREATE TRIGGER `activities_deleted_id` BEFORE INSERT ON `activities` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'activities' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'activities' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
--> statement-breakpoint
INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'activities', `id`, `user_id` FROM `activities`;
--> statement-breakpoint
-- A pastures row saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `pastures_sync_insert` AFTER INSERT ON `pastures` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'pastures' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('pastures', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `pastures_sync_update` AFTER UPDATE ON `pastures` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'pastures' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('pastures', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
-- Not when the account itself is being deleted (its rows go with it, and so does its feed).
CREATE TRIGGER `pastures_sync_delete` AFTER DELETE ON `pastures` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'pastures' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('pastures', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'name', OLD.`name`, 'description', OLD.`description`, 'capacity', OLD.`capacity`, 'created_at', OLD.`created_at`, 'version', OLD.`version`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: the farm's own is refused as deleted, another farm's as in use.
CREATE TRIGGER `pastures_deleted_id` BEFORE INSERT ON `pastures` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'pastures' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'pastures' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
--> statement-breakpoint
INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'pastures', `id`, `user_id` FROM `pastures`;
--> statement-breakpoint
-- A semen_tanks row saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `semen_tanks_sync_insert` AFTER INSERT ON `semen_tanks` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenTanks' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('semenTanks', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `semen_tanks_sync_update` AFTER UPDATE ON `semen_tanks` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenTanks' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('semenTanks', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
-- Not when the account itself is being deleted (its rows go with it, and so does its feed).
CREATE TRIGGER `semen_tanks_sync_delete` AFTER DELETE ON `semen_tanks` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenTanks' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('semenTanks', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'storage_tank_id', OLD.`storage_tank_id`, 'name', OLD.`name`, 'description', OLD.`description`, 'tank_type', OLD.`tank_type`, 'capacity', OLD.`capacity`, 'location', OLD.`location`, 'notes', OLD.`notes`, 'created_at', OLD.`created_at`, 'version', OLD.`version`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: the farm's own is refused as deleted, another farm's as in use.
CREATE TRIGGER `semen_tanks_deleted_id` BEFORE INSERT ON `semen_tanks` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'semenTanks' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'semenTanks' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
--> statement-breakpoint
INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'semenTanks', `id`, `user_id` FROM `semen_tanks`;
--> statement-breakpoint
-- A semen_canes row saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `semen_canes_sync_insert` AFTER INSERT ON `semen_canes` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenCanes' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('semenCanes', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `semen_canes_sync_update` AFTER UPDATE ON `semen_canes` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenCanes' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('semenCanes', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
-- Not when the account itself is being deleted (its rows go with it, and so does its feed).
CREATE TRIGGER `semen_canes_sync_delete` AFTER DELETE ON `semen_canes` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenCanes' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('semenCanes', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'tank_id', OLD.`tank_id`, 'cane_number', OLD.`cane_number`, 'label', OLD.`label`, 'capacity', OLD.`capacity`, 'notes', OLD.`notes`, 'created_at', OLD.`created_at`, 'version', OLD.`version`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: the farm's own is refused as deleted, another farm's as in use.
CREATE TRIGGER `semen_canes_deleted_id` BEFORE INSERT ON `semen_canes` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'semenCanes' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'semenCanes' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
--> statement-breakpoint
INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'semenCanes', `id`, `user_id` FROM `semen_canes`;
--> statement-breakpoint
-- A semen_straws row saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `semen_straws_sync_insert` AFTER INSERT ON `semen_straws` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenStraws' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('semenStraws', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `semen_straws_sync_update` AFTER UPDATE ON `semen_straws` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenStraws' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('semenStraws', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
-- Not when the account itself is being deleted (its rows go with it, and so does its feed).
CREATE TRIGGER `semen_straws_sync_delete` AFTER DELETE ON `semen_straws` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenStraws' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('semenStraws', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'cane_id', OLD.`cane_id`, 'bull_name', OLD.`bull_name`, 'registration_number', OLD.`registration_number`, 'breed', OLD.`breed`, 'collection', OLD.`collection`, 'total_straws', OLD.`total_straws`, 'remaining_straws', OLD.`remaining_straws`, 'price_per_straw', OLD.`price_per_straw`, 'supplier', OLD.`supplier`, 'purchase_date', OLD.`purchase_date`, 'expiration_date', OLD.`expiration_date`, 'notes', OLD.`notes`, 'created_at', OLD.`created_at`, 'version', OLD.`version`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: the farm's own is refused as deleted, another farm's as in use.
CREATE TRIGGER `semen_straws_deleted_id` BEFORE INSERT ON `semen_straws` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'semenStraws' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'semenStraws' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
--> statement-breakpoint
INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'semenStraws', `id`, `user_id` FROM `semen_straws`;
--> statement-breakpoint
-- A embryos row saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `embryos_sync_insert` AFTER INSERT ON `embryos` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'embryos' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('embryos', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `embryos_sync_update` AFTER UPDATE ON `embryos` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'embryos' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('embryos', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
-- Not when the account itself is being deleted (its rows go with it, and so does its feed).
CREATE TRIGGER `embryos_sync_delete` AFTER DELETE ON `embryos` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'embryos' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('embryos', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'storage_tank_id', OLD.`storage_tank_id`, 'donor_dam', OLD.`donor_dam`, 'sire', OLD.`sire`, 'breed', OLD.`breed`, 'embryo_grade', OLD.`embryo_grade`, 'embryo_stage', OLD.`embryo_stage`, 'total_embryos', OLD.`total_embryos`, 'remaining_embryos', OLD.`remaining_embryos`, 'price_per_embryo', OLD.`price_per_embryo`, 'supplier', OLD.`supplier`, 'collection_date', OLD.`collection_date`, 'freeze_date', OLD.`freeze_date`, 'expiration_date', OLD.`expiration_date`, 'storage_location', OLD.`storage_location`, 'notes', OLD.`notes`, 'created_at', OLD.`created_at`, 'version', OLD.`version`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: the farm's own is refused as deleted, another farm's as in use.
CREATE TRIGGER `embryos_deleted_id` BEFORE INSERT ON `embryos` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'embryos' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'embryos' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
--> statement-breakpoint
INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'embryos', `id`, `user_id` FROM `embryos`;
--> statement-breakpoint
-- A storage_tanks row saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `storage_tanks_sync_insert` AFTER INSERT ON `storage_tanks` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'storageTanks' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('storageTanks', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `storage_tanks_sync_update` AFTER UPDATE ON `storage_tanks` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'storageTanks' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('storageTanks', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
-- Not when the account itself is being deleted (its rows go with it, and so does its feed).
CREATE TRIGGER `storage_tanks_sync_delete` AFTER DELETE ON `storage_tanks` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'storageTanks' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('storageTanks', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'name', OLD.`name`, 'type', OLD.`type`, 'capacity', OLD.`capacity`, 'location', OLD.`location`, 'temperature', OLD.`temperature`, 'notes', OLD.`notes`, 'created_at', OLD.`created_at`, 'version', OLD.`version`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: the farm's own is refused as deleted, another farm's as in use.
CREATE TRIGGER `storage_tanks_deleted_id` BEFORE INSERT ON `storage_tanks` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'storageTanks' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'storageTanks' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
--> statement-breakpoint
INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'storageTanks', `id`, `user_id` FROM `storage_tanks`;
--> statement-breakpoint
-- A forage row saved or deleted by any path takes the next seq; a delete leaves a tombstone with the row as it was.
CREATE TRIGGER `forage_sync_insert` AFTER INSERT ON `forage` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'forage' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('forage', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
CREATE TRIGGER `forage_sync_update` AFTER UPDATE ON `forage` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'forage' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('forage', NEW.`id`, NEW.`user_id`, 0, NULL); END;
--> statement-breakpoint
-- Not when the account itself is being deleted (its rows go with it, and so does its feed).
CREATE TRIGGER `forage_sync_delete` AFTER DELETE ON `forage` FOR EACH ROW WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`)
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'forage' AND `record_id` = OLD.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`, `deleted`, `last_record`) VALUES ('forage', OLD.`id`, OLD.`user_id`, 1, json_object('id', OLD.`id`, 'type', OLD.`type`, 'variety', OLD.`variety`, 'quality', OLD.`quality`, 'harvest_date', OLD.`harvest_date`, 'source', OLD.`source`, 'supplier', OLD.`supplier`, 'location', OLD.`location`, 'total_bales', OLD.`total_bales`, 'remaining_bales', OLD.`remaining_bales`, 'weight_per_bale', OLD.`weight_per_bale`, 'moisture_content', OLD.`moisture_content`, 'price_per_bale', OLD.`price_per_bale`, 'total_cost', OLD.`total_cost`, 'test_results', OLD.`test_results`, 'notes', OLD.`notes`, 'created_at', OLD.`created_at`, 'version', OLD.`version`)); END;
--> statement-breakpoint
-- An id that was deleted stays deleted: the farm's own is refused as deleted, another farm's as in use.
CREATE TRIGGER `forage_deleted_id` BEFORE INSERT ON `forage` FOR EACH ROW
WHEN EXISTS (SELECT 1 FROM `sync_changes` WHERE `kind` = 'forage' AND `record_id` = NEW.`id` AND `deleted` = 1)
BEGIN SELECT RAISE(ABORT, CASE WHEN (SELECT `user_id` FROM `sync_changes` WHERE `kind` = 'forage' AND `record_id` = NEW.`id`) = NEW.`user_id` THEN 'farm-hand: deleted record id' ELSE 'farm-hand: record id in use' END); END;
--> statement-breakpoint
INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'forage', `id`, `user_id` FROM `forage`;
--> statement-breakpoint
-- A semen tank's list row shows the straws left in its canes: a straw lot saved, moved or deleted changes the rows of the tanks it sits in (those still there).
CREATE TRIGGER `semen_straws_sync_tank_insert` AFTER INSERT ON `semen_straws` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenTanks' AND `record_id` IN (SELECT `c`.`tank_id` FROM `semen_canes` `c` JOIN `semen_tanks` `t` ON `t`.`id` = `c`.`tank_id` WHERE `c`.`id` = NEW.`cane_id`); INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT DISTINCT 'semenTanks', `t`.`id`, `t`.`user_id` FROM `semen_canes` `c` JOIN `semen_tanks` `t` ON `t`.`id` = `c`.`tank_id` WHERE `c`.`id` = NEW.`cane_id`; END;
--> statement-breakpoint
CREATE TRIGGER `semen_straws_sync_tank_update` AFTER UPDATE ON `semen_straws` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenTanks' AND `record_id` IN (SELECT `c`.`tank_id` FROM `semen_canes` `c` JOIN `semen_tanks` `t` ON `t`.`id` = `c`.`tank_id` WHERE `c`.`id` IN (OLD.`cane_id`, NEW.`cane_id`)); INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT DISTINCT 'semenTanks', `t`.`id`, `t`.`user_id` FROM `semen_canes` `c` JOIN `semen_tanks` `t` ON `t`.`id` = `c`.`tank_id` WHERE `c`.`id` IN (OLD.`cane_id`, NEW.`cane_id`); END;
--> statement-breakpoint
CREATE TRIGGER `semen_straws_sync_tank_delete` AFTER DELETE ON `semen_straws` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenTanks' AND `record_id` IN (SELECT `c`.`tank_id` FROM `semen_canes` `c` JOIN `semen_tanks` `t` ON `t`.`id` = `c`.`tank_id` WHERE `c`.`id` = OLD.`cane_id`); INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT DISTINCT 'semenTanks', `t`.`id`, `t`.`user_id` FROM `semen_canes` `c` JOIN `semen_tanks` `t` ON `t`.`id` = `c`.`tank_id` WHERE `c`.`id` = OLD.`cane_id`; END;
--> statement-breakpoint
-- A straw lot's list row shows its cane's number and label and its tank: a cane renumbered or moved changes its lots' rows and its tanks' straws left.
CREATE TRIGGER `semen_canes_sync_shown_update` AFTER UPDATE OF `cane_number`, `label`, `tank_id` ON `semen_canes` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenStraws' AND `record_id` IN (SELECT `id` FROM `semen_straws` WHERE `cane_id` = NEW.`id`); INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'semenStraws', `id`, `user_id` FROM `semen_straws` WHERE `cane_id` = NEW.`id`; DELETE FROM `sync_changes` WHERE `kind` = 'semenTanks' AND `record_id` IN (SELECT `id` FROM `semen_tanks` WHERE `id` IN (OLD.`tank_id`, NEW.`tank_id`)); INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'semenTanks', `id`, `user_id` FROM `semen_tanks` WHERE `id` IN (OLD.`tank_id`, NEW.`tank_id`); END;
--> statement-breakpoint
CREATE TRIGGER `semen_canes_sync_tank_delete` AFTER DELETE ON `semen_canes` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenTanks' AND `record_id` IN (SELECT `id` FROM `semen_tanks` WHERE `id` = OLD.`tank_id`); INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'semenTanks', `id`, `user_id` FROM `semen_tanks` WHERE `id` = OLD.`tank_id`; END;
--> statement-breakpoint
-- A straw lot's list row shows its tank's name.
CREATE TRIGGER `semen_tanks_sync_straws_rename` AFTER UPDATE OF `name` ON `semen_tanks` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'semenStraws' AND `record_id` IN (SELECT `s`.`id` FROM `semen_straws` `s` JOIN `semen_canes` `c` ON `c`.`id` = `s`.`cane_id` WHERE `c`.`tank_id` = NEW.`id`); INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) SELECT 'semenStraws', `s`.`id`, `s`.`user_id` FROM `semen_straws` `s` JOIN `semen_canes` `c` ON `c`.`id` = `s`.`cane_id` WHERE `c`.`tank_id` = NEW.`id`; END;
--> statement-breakpoint
-- Conflicts are farm records too: a new one, and its settling, reach the devices through the feed.
CREATE TRIGGER `sync_conflicts_sync_insert` AFTER INSERT ON `sync_conflicts` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'conflicts' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) VALUES ('conflicts', NEW.`id`, NEW.`user_id`); END;
--> statement-breakpoint
CREATE TRIGGER `sync_conflicts_sync_update` AFTER UPDATE ON `sync_conflicts` FOR EACH ROW
BEGIN DELETE FROM `sync_changes` WHERE `kind` = 'conflicts' AND `record_id` = NEW.`id`; INSERT INTO `sync_changes` (`kind`, `record_id`, `user_id`) VALUES ('conflicts', NEW.`id`, NEW.`user_id`); END;
