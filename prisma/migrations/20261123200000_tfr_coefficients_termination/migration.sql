-- Terminations and TFR (issue 11; docs/domain/rules-update.md §2, §3, §4).

-- End of employment: notice given / worked and the clerk's override of the computed missing notice.
ALTER TABLE "domestic_contracts" ADD COLUMN "notice_given_date" DATE;
ALTER TABLE "domestic_contracts" ADD COLUMN "notice_worked_days" INTEGER;
ALTER TABLE "domestic_contracts" ADD COLUMN "notice_override_days" INTEGER;
ALTER TABLE "domestic_contracts" ADD COLUMN "notice_override_reason" VARCHAR(500);

-- INPS week lines credited to the notice period after the termination (second PagoPA notice).
ALTER TABLE "payslip_inps_weeks" ADD COLUMN "is_notice_period" BOOLEAN NOT NULL DEFAULT false;
UPDATE "payslip_inps_weeks" SET "is_notice_period" = true WHERE "origin" = 'notice';

-- TFR revaluation coefficients: organization-independent reference data maintained by administrators.
CREATE TABLE "tfr_coefficients" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "month" CHAR(7) NOT NULL,
    "percent" DECIMAL(9,6) NOT NULL,
    "foi" DECIMAL(7,1),
    "foi_base" VARCHAR(4) NOT NULL DEFAULT '2015',
    "is_derived" BOOLEAN NOT NULL DEFAULT false,
    "source" VARCHAR(500) NOT NULL,
    "created_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tfr_coefficients_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "tfr_coefficients_month_key" ON "tfr_coefficients"("month");

-- The series from December 2022 (rules-update.md §2): published coefficients, `is_derived` where
-- computed from the FOI; from January 2026 the FOI is in base 2025 = 100 (linked with 1.214).
INSERT INTO "tfr_coefficients" ("month", "percent", "foi", "foi_base", "is_derived", "source") VALUES
  ('2022-12', 9.974576, 118.2, '2015', false, 'https://portale.assimpredilance.it/articoli/bollettino-di-statistica-indice-foi-sul-costo-della-vita-di-dicembre-2022'),
  ('2023-01', 0.188452, 118.3, '2015', false, 'https://confapiemilia.it/t-f-r-coefficiente-di-rivalutazione-giugno-2023'),
  ('2023-02', 0.440355, 118.5, '2015', false, 'https://confapiemilia.it/t-f-r-coefficiente-di-rivalutazione-giugno-2023'),
  ('2023-03', 0.375000, 118.0, '2015', false, 'https://confapiemilia.it/t-f-r-coefficiente-di-rivalutazione-giugno-2023'),
  ('2023-04', 0.626904, 118.4, '2015', false, 'https://confapiemilia.it/t-f-r-coefficiente-di-rivalutazione-giugno-2023'),
  ('2023-05', 0.878807, 118.6, '2015', false, 'https://confapiemilia.it/t-f-r-coefficiente-di-rivalutazione-giugno-2023'),
  ('2023-06', 1.003807, 118.6, '2015', false, 'https://confapiemilia.it/t-f-r-coefficiente-di-rivalutazione-giugno-2023'),
  ('2023-07', 1.192259, 118.7, '2015', false, 'https://www.api.mn.it/sindacale/sindacale/12744-trattamento-di-fine-rapporto-indice-di-rivalutazione-luglio-2023'),
  ('2023-08', 1.571066, 119.1, '2015', true, 'https://immoplus.it/indice-istat-settembre-2023/'),
  ('2023-09', 1.822970, 119.3, '2015', true, 'https://immoplus.it/indice-istat-settembre-2023/'),
  ('2023-10', 1.884518, 119.2, '2015', false, 'https://www.commercialistatelematico.com/articoli/notizie-fiscali/tfr-rivalutazione-di-ottobre'),
  ('2023-11', 1.692259, 118.7, '2015', false, 'https://confindustria.it/home/centro-studi/temi-di-ricerca/congiuntura-e-previsioni/dettaglio/tfr-crediti-lavoro-novembre-2023'),
  ('2023-12', 1.944162, 118.9, '2015', true, 'https://eclavoro.it/tfr-pubblicato-coefficiente-rivalutazione-gennaio-2024'),
  ('2024-01', 0.377313, 119.3, '2015', false, 'https://www.api.mn.it/sindacale/sindacale-sicurapi/14366-trattamento-di-fine-rapporto-t-f-r-indice-di-rivalutazione-periodo-15-agosto-2024-14-settembre-2024'),
  ('2024-02', 0.502313, 119.3, '2015', false, 'https://www.api.mn.it/sindacale/sindacale-sicurapi/14366-trattamento-di-fine-rapporto-t-f-r-indice-di-rivalutazione-periodo-15-agosto-2024-14-settembre-2024'),
  ('2024-03', 0.690391, 119.4, '2015', false, 'https://www.api.mn.it/sindacale/sindacale-sicurapi/14366-trattamento-di-fine-rapporto-t-f-r-indice-di-rivalutazione-periodo-15-agosto-2024-14-settembre-2024'),
  ('2024-04', 0.752313, 119.3, '2015', false, 'https://www.api.mn.it/sindacale/sindacale-sicurapi/14366-trattamento-di-fine-rapporto-t-f-r-indice-di-rivalutazione-periodo-15-agosto-2024-14-settembre-2024'),
  ('2024-05', 1.003469, 119.5, '2015', false, 'https://www.api.mn.it/sindacale/sindacale-sicurapi/14366-trattamento-di-fine-rapporto-t-f-r-indice-di-rivalutazione-periodo-15-agosto-2024-14-settembre-2024'),
  ('2024-06', 1.128469, 119.5, '2015', false, 'https://www.api.mn.it/sindacale/sindacale-sicurapi/14366-trattamento-di-fine-rapporto-t-f-r-indice-di-rivalutazione-periodo-15-agosto-2024-14-settembre-2024'),
  ('2024-07', 1.568860, 120.0, '2015', false, 'https://www.api.mn.it/sindacale/sindacale-sicurapi/14366-trattamento-di-fine-rapporto-t-f-r-indice-di-rivalutazione-periodo-15-agosto-2024-14-settembre-2024'),
  ('2024-08', 1.756939, 120.1, '2015', false, 'https://www.api.mn.it/sindacale/sindacale-sicurapi/14366-trattamento-di-fine-rapporto-t-f-r-indice-di-rivalutazione-periodo-15-agosto-2024-14-settembre-2024'),
  ('2024-09', 1.818860, 120.0, '2015', false, 'https://portale.assimpredilance.it/articoli/bollettino-di-statistica-indice-foi-del-costo-della-vita-ad-agosto-e-settembre-2024'),
  ('2024-10', 2.006939, 120.1, '2015', true, 'https://www.istat.it/notizia/indice-dei-prezzi-per-le-rivalutazioni-monetarie/'),
  ('2024-11', 2.131939, 120.1, '2015', false, 'https://portale.assimpredilance.it/articoli/bollettino-di-statistica-indice-foi-del-costo-della-vita-a-novembre-2024'),
  ('2024-12', 2.320017, 120.2, '2015', false, 'https://www.studiodap.it/tfr-indice-di-rivalutazione-dicembre-2024/'),
  ('2025-01', 0.561772, 120.9, '2015', false, 'https://redazionefiscale.it/c/notizie-flash/45630-aggiornamento-sulla-rivalutazione-tfr-e-crediti-di-lavoro-i-dati-istat-di-gennaio-2025'),
  ('2025-02', 0.811564, 121.1, '2015', false, 'https://cremona.ance.it/2025/03/21/circ-175-25-coefficiente-per-la-rivalutazione-del-tfr-febbraio-2025'),
  ('2025-03', 1.123752, 121.4, '2015', false, 'https://mysolution.it/lavoro/informazioni/italia-oggi/2025/04/17/italia-oggi-17-aprile-2025-pag-34_2'),
  ('2025-04', 1.186356, 121.3, '2015', true, 'https://www.assistal.it/tfr-coefficiente-di-rivalutazione-maggio-2025'),
  ('2025-05', 1.248960, 121.2, '2015', false, 'https://www.assistal.it/tfr-coefficiente-di-rivalutazione-maggio-2025'),
  ('2025-06', 1.436356, 121.3, '2015', true, 'https://www.confindustria.aq.it/post/coefficiente-di-rivalutazione-del-tfr-luglio-2025'),
  ('2025-07', 1.873336, 121.8, '2015', false, 'https://www.confindustria.aq.it/post/coefficiente-di-rivalutazione-del-tfr-luglio-2025'),
  ('2025-08', 1.998336, 121.8, '2015', false, 'https://www.assistal.it/?p=30978'),
  ('2025-09', 2.060940, 121.7, '2015', false, 'https://consulenzaagricola.it/flash/25832-rivalutazione-tfr-e-crediti-di-lavoro-settembre-2025'),
  ('2025-10', 1.998752, 121.4, '2015', false, 'https://ntpluslavoro.ilsole24ore.com/art/il-coefficiente-ottobre-tfr-e-1998752-AHakfNnD'),
  ('2025-11', 2.061356, 121.3, '2015', false, 'https://ance.it/?p=267578'),
  ('2025-12', 2.311148, 121.5, '2015', false, 'https://www.eclavoro.it/tfr-indice-rivalutazione-dicembre-2025'),
  ('2026-01', 0.363025, 100.4, '2025', false, 'https://news.italpaghe.ilccnl.it/2026/2/indice-istat-gennaio-2026'),
  ('2026-02', 0.862716, 100.9, '2025', false, 'https://www.gia.pr.it/notizia/trattamento-fine-rapporto-indice-istat-febbraio-2026');
ANALYZE "tfr_coefficients";
