CREATE TABLE `testimonial` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quoteEn` text DEFAULT '' NOT NULL,
	`quoteAr` text DEFAULT '' NOT NULL,
	`name` text NOT NULL,
	`role` text,
	`company` text,
	`projectId` integer,
	`photo` text,
	`date` text,
	`consent` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`email` text,
	`lang` text DEFAULT 'en' NOT NULL,
	`source` text DEFAULT 'office' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`projectId`) REFERENCES `project`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `testimonial_status_idx` ON `testimonial` (`status`,`position`);--> statement-breakpoint
CREATE INDEX `testimonial_project_idx` ON `testimonial` (`projectId`);--> statement-breakpoint
CREATE TABLE `testimonial_request` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`projectId` integer,
	`lang` text DEFAULT 'en' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expiresAt` text NOT NULL,
	`usedAt` text,
	`testimonialId` integer,
	FOREIGN KEY (`projectId`) REFERENCES `project`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`testimonialId`) REFERENCES `testimonial`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `testimonial_request_token_unique` ON `testimonial_request` (`token`);--> statement-breakpoint
CREATE INDEX `testimonial_request_email_idx` ON `testimonial_request` (`email`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `testimonialId` integer REFERENCES testimonial(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `outbox` ADD `testimonialRequestId` integer REFERENCES testimonial_request(id) ON DELETE cascade;