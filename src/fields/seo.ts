import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  OverviewField,
  PreviewField,
} from '@payloadcms/plugin-seo/fields'
import type { Field, GroupField } from 'payload'

// The plugin's fields are localized by default; each caller decides (a document's SEO texts follow its language).
type SeoOptions = { localized?: boolean }

function described<T extends Field>(field: T, description: string): T {
  return { ...field, admin: { ...field.admin, description } }
}

/**
 * Search-engine metadata with @payloadcms/plugin-seo's editor fields (length indicators, a checklist and a
 * search-result preview for marketing): title and description override the document's own, image is the share
 * preview. Stored as `meta.title`, `meta.description`, `meta.image`, the names the plugin uses.
 */
export function seoField(
  overrides: Partial<Omit<GroupField, 'fields' | 'type'>> = {},
  { localized = false }: SeoOptions = {},
): GroupField {
  // Title and description are texts per language when the document's are; the share image is one for both.
  const texts = { localized }
  const notLocalized = { localized: false }
  return {
    name: 'meta',
    type: 'group',
    label: 'SEO',
    ...overrides,
    fields: [
      OverviewField({ titlePath: 'meta.title', descriptionPath: 'meta.description', imagePath: 'meta.image' }),
      described(
        MetaTitleField({ hasGenerateFn: false, overrides: { ...texts, maxLength: 70 } }),
        'Browser tab and search result title; the document title is used when empty.',
      ),
      described(
        MetaDescriptionField({ hasGenerateFn: false, overrides: { ...texts, maxLength: 160 } }),
        'Search result snippet, at most 160 characters; the excerpt is used when empty.',
      ),
      described(
        MetaImageField({ hasGenerateFn: false, relationTo: 'media', overrides: notLocalized }),
        'Preview image for social shares; the hero image is used when empty.',
      ),
      PreviewField({ hasGenerateFn: false, titlePath: 'meta.title', descriptionPath: 'meta.description' }),
    ],
  }
}
