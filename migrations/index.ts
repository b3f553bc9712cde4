import * as migration_20261122_025301_initial from './20261122_025301_initial';
import * as migration_20261122_025941_redirects from './20261122_025941_redirects';
import * as migration_20261122_043621_inventory_imports from './20261122_043621_inventory_imports';
import * as migration_20261122_052737_phone_verifications from './20261122_052737_phone_verifications';
import * as migration_20261122_053801_leads_delivery from './20261122_053801_leads_delivery';
import * as migration_20261122_074841_lead_store_routing_sweep from './20261122_074841_lead_store_routing_sweep';
import * as migration_20261122_081900_sell_trade_page from './20261122_081900_sell_trade_page';
import * as migration_20261125_070523_faq_help_center_categories from './20261125_070523_faq_help_center_categories';
import * as migration_20261125_070600_sanitize_popup_html from './20261125_070600_sanitize_popup_html';
import * as migration_20261125_070614_content_pages from './20261125_070614_content_pages';
import * as migration_20261125_070916_home_page from './20261125_070916_home_page';
import * as migration_20261126_195659_store_settings_tracking from './20261126_195659_store_settings_tracking';
import * as migration_20261126_195921_experiments from './20261126_195921_experiments';
import * as migration_20261126_200640_audit_log from './20261126_200640_audit_log';
import * as migration_20261126_225513_vehicle_search_indexes from './20261126_225513_vehicle_search_indexes';
import * as migration_20261126_225600_vehicles_status_id_index from './20261126_225600_vehicles_status_id_index';
import * as migration_20261126_225950_localization from './20261126_225950_localization';
import * as migration_20261126_230900_job_claims from './20261126_230900_job_claims';
import * as migration_20261126_231224_alert_subscriptions from './20261126_231224_alert_subscriptions';
import * as migration_20261126_231633_s3_prefix from './20261126_231633_s3_prefix';
import * as migration_20261126_232028_lead_locale from './20261126_232028_lead_locale';
import * as migration_20261126_232903_navigation_localization from './20261126_232903_navigation_localization';
import * as migration_20261127_015513_content_localization from './20261127_015513_content_localization';
import * as migration_20261127_024201_alert_locale from './20261127_024201_alert_locale';
import * as migration_20261127_033631_popup_localization from './20261127_033631_popup_localization';
import * as migration_20261127_050016_body_style_guide_localization from './20261127_050016_body_style_guide_localization';
import * as migration_20261127_052006_home_seo_localization from './20261127_052006_home_seo_localization';
import * as migration_20261127_055956_sell_trade_localization from './20261127_055956_sell_trade_localization';
import * as migration_20261127_061724_location_note_localization from './20261127_061724_location_note_localization';
import * as migration_20261128_123937_staff_sign_in_throttle from './20261128_123937_staff_sign_in_throttle';
import * as migration_20261128_185353_marketing_versions from './20261128_185353_marketing_versions';
import * as migration_20261128_191847_lead_follow_up from './20261128_191847_lead_follow_up';

export const migrations = [
  {
    up: migration_20261122_025301_initial.up,
    down: migration_20261122_025301_initial.down,
    name: '20261122_025301_initial',
  },
  {
    up: migration_20261122_025941_redirects.up,
    down: migration_20261122_025941_redirects.down,
    name: '20261122_025941_redirects',
  },
  {
    up: migration_20261122_043621_inventory_imports.up,
    down: migration_20261122_043621_inventory_imports.down,
    name: '20261122_043621_inventory_imports',
  },
  {
    up: migration_20261122_052737_phone_verifications.up,
    down: migration_20261122_052737_phone_verifications.down,
    name: '20261122_052737_phone_verifications',
  },
  {
    up: migration_20261122_053801_leads_delivery.up,
    down: migration_20261122_053801_leads_delivery.down,
    name: '20261122_053801_leads_delivery',
  },
  {
    up: migration_20261122_074841_lead_store_routing_sweep.up,
    down: migration_20261122_074841_lead_store_routing_sweep.down,
    name: '20261122_074841_lead_store_routing_sweep',
  },
  {
    up: migration_20261122_081900_sell_trade_page.up,
    down: migration_20261122_081900_sell_trade_page.down,
    name: '20261122_081900_sell_trade_page',
  },
  {
    up: migration_20261125_070523_faq_help_center_categories.up,
    down: migration_20261125_070523_faq_help_center_categories.down,
    name: '20261125_070523_faq_help_center_categories',
  },
  {
    up: migration_20261125_070600_sanitize_popup_html.up,
    down: migration_20261125_070600_sanitize_popup_html.down,
    name: '20261125_070600_sanitize_popup_html',
  },
  {
    up: migration_20261125_070614_content_pages.up,
    down: migration_20261125_070614_content_pages.down,
    name: '20261125_070614_content_pages',
  },
  {
    up: migration_20261125_070916_home_page.up,
    down: migration_20261125_070916_home_page.down,
    name: '20261125_070916_home_page',
  },
  {
    up: migration_20261126_195659_store_settings_tracking.up,
    down: migration_20261126_195659_store_settings_tracking.down,
    name: '20261126_195659_store_settings_tracking',
  },
  {
    up: migration_20261126_195921_experiments.up,
    down: migration_20261126_195921_experiments.down,
    name: '20261126_195921_experiments',
  },
  {
    up: migration_20261126_200640_audit_log.up,
    down: migration_20261126_200640_audit_log.down,
    name: '20261126_200640_audit_log',
  },
  {
    up: migration_20261126_225513_vehicle_search_indexes.up,
    down: migration_20261126_225513_vehicle_search_indexes.down,
    name: '20261126_225513_vehicle_search_indexes',
  },
  {
    up: migration_20261126_225600_vehicles_status_id_index.up,
    down: migration_20261126_225600_vehicles_status_id_index.down,
    name: '20261126_225600_vehicles_status_id_index',
  },
  {
    up: migration_20261126_225950_localization.up,
    down: migration_20261126_225950_localization.down,
    name: '20261126_225950_localization',
  },
  {
    up: migration_20261126_230900_job_claims.up,
    down: migration_20261126_230900_job_claims.down,
    name: '20261126_230900_job_claims',
  },
  {
    up: migration_20261126_231224_alert_subscriptions.up,
    down: migration_20261126_231224_alert_subscriptions.down,
    name: '20261126_231224_alert_subscriptions',
  },
  {
    up: migration_20261126_231633_s3_prefix.up,
    down: migration_20261126_231633_s3_prefix.down,
    name: '20261126_231633_s3_prefix',
  },
  {
    up: migration_20261126_232028_lead_locale.up,
    down: migration_20261126_232028_lead_locale.down,
    name: '20261126_232028_lead_locale',
  },
  {
    up: migration_20261126_232903_navigation_localization.up,
    down: migration_20261126_232903_navigation_localization.down,
    name: '20261126_232903_navigation_localization',
  },
  {
    up: migration_20261127_015513_content_localization.up,
    down: migration_20261127_015513_content_localization.down,
    name: '20261127_015513_content_localization',
  },
  {
    up: migration_20261127_024201_alert_locale.up,
    down: migration_20261127_024201_alert_locale.down,
    name: '20261127_024201_alert_locale',
  },
  {
    up: migration_20261127_033631_popup_localization.up,
    down: migration_20261127_033631_popup_localization.down,
    name: '20261127_033631_popup_localization',
  },
  {
    up: migration_20261127_050016_body_style_guide_localization.up,
    down: migration_20261127_050016_body_style_guide_localization.down,
    name: '20261127_050016_body_style_guide_localization',
  },
  {
    up: migration_20261127_052006_home_seo_localization.up,
    down: migration_20261127_052006_home_seo_localization.down,
    name: '20261127_052006_home_seo_localization',
  },
  {
    up: migration_20261127_055956_sell_trade_localization.up,
    down: migration_20261127_055956_sell_trade_localization.down,
    name: '20261127_055956_sell_trade_localization',
  },
  {
    up: migration_20261127_061724_location_note_localization.up,
    down: migration_20261127_061724_location_note_localization.down,
    name: '20261127_061724_location_note_localization',
  },
  {
    up: migration_20261128_123937_staff_sign_in_throttle.up,
    down: migration_20261128_123937_staff_sign_in_throttle.down,
    name: '20261128_123937_staff_sign_in_throttle',
  },
  {
    up: migration_20261128_185353_marketing_versions.up,
    down: migration_20261128_185353_marketing_versions.down,
    name: '20261128_185353_marketing_versions',
  },
  {
    up: migration_20261128_191847_lead_follow_up.up,
    down: migration_20261128_191847_lead_follow_up.down,
    name: '20261128_191847_lead_follow_up'
  },
];
