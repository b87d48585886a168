CREATE TABLE `visit_source` (
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	`landingPage` text NOT NULL,
	`referrer` text,
	`utmSource` text,
	`utmMedium` text,
	`utmCampaign` text,
	`clickId` text,
	PRIMARY KEY(`day`, `visitor`)
);
