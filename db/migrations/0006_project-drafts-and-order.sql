ALTER TABLE `project` ADD `status` text DEFAULT 'Published' NOT NULL;--> statement-breakpoint
ALTER TABLE `project` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `project_order_idx` ON `project` (`status`,`position`);