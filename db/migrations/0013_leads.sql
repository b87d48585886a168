CREATE TABLE `contact_attachment` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`messageId` integer,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`size` integer NOT NULL,
	`sentSize` integer NOT NULL,
	`data` blob NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`messageId`) REFERENCES `contact_message`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contact_attachment_token_unique` ON `contact_attachment` (`token`);--> statement-breakpoint
CREATE INDEX `contact_attachment_message_idx` ON `contact_attachment` (`messageId`,`createdAt`);--> statement-breakpoint
CREATE TABLE `form_stamp_use` (
	`stamp` text PRIMARY KEY NOT NULL,
	`usedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `whatsapp_click` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`day` text NOT NULL,
	`page` text,
	`projectId` integer,
	`lang` text NOT NULL,
	`landingPage` text,
	`referrer` text,
	`utmSource` text,
	`utmMedium` text,
	`utmCampaign` text,
	`clickId` text,
	FOREIGN KEY (`projectId`) REFERENCES `project`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `whatsapp_click_day_idx` ON `whatsapp_click` (`day`);--> statement-breakpoint
CREATE TABLE `whatsapp_visitor` (
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	`lastCountedAt` text NOT NULL,
	PRIMARY KEY(`day`, `visitor`)
);
--> statement-breakpoint
ALTER TABLE `contact_message` ADD `projectType` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `location` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `area` integer;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `budget` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `timeline` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `preferredContact` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `projectId` integer REFERENCES project(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `landingPage` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `referrer` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `utmSource` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `utmMedium` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `utmCampaign` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `clickId` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `channel` text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `stage` text DEFAULT 'New lead' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `furthestStage` text DEFAULT 'New lead' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `ownerId` integer REFERENCES user(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `followUpOn` text;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `value` integer;--> statement-breakpoint
ALTER TABLE `contact_message` ADD `lostReason` text;--> statement-breakpoint
CREATE INDEX `outbox_kind_created_idx` ON `outbox` (`kind`,`createdAt`);