CREATE TABLE `project_translation` (
	`projectId` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text,
	`description` text,
	`fullDescription` text,
	`client` text,
	`location` text,
	`size` text,
	`completionDate` text,
	`imageAlt` text,
	`galleryAlts` text DEFAULT '[]' NOT NULL,
	PRIMARY KEY(`projectId`, `locale`),
	FOREIGN KEY (`projectId`) REFERENCES `project`(`id`) ON UPDATE no action ON DELETE cascade
);
