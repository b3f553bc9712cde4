import { describe, expect, it } from 'vitest'

import { previewPath } from '@/app/(frontend)/next/preview/preview-path'
import { livePreviewUrl } from '@/app/(frontend)/next/preview/preview-url'

describe('previewPath', () => {
  it('accepts site paths with their query', () => {
    expect(previewPath('/')).toBe('/')
    expect(previewPath('/used-cars-for-sale?mileage=null,85000')).toBe('/used-cars-for-sale?mileage=null,85000')
  })

  it('refuses anything that would leave the site or is missing', () => {
    for (const raw of [null, '', 'https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(previewPath(raw)).toBeNull()
    }
    expect(previewPath('/a\nb')).toBeNull()
  })
})

describe('livePreviewUrl', () => {
  const req = (url: string | undefined, host?: string) => ({ url, headers: new Headers(host ? { host } : {}) })

  it("points the admin's iframe at the preview route on the admin's own origin", () => {
    const previous = process.env.NEXT_PUBLIC_SERVER_URL
    delete process.env.NEXT_PUBLIC_SERVER_URL
    try {
      expect(livePreviewUrl(req('http://localhost:3000/admin/globals/home-page'), '/')).toBe(
        'http://localhost:3000/next/preview?path=%2F',
      )
      expect(livePreviewUrl(req(undefined, 'cars.example'), '/')).toBe('http://cars.example/next/preview?path=%2F')
      process.env.NEXT_PUBLIC_SERVER_URL = 'https://cars.example/'
      expect(livePreviewUrl(req('http://10.0.0.5:3000/admin'), '/')).toBe('https://cars.example/next/preview?path=%2F')
    } finally {
      if (previous === undefined) delete process.env.NEXT_PUBLIC_SERVER_URL
      else process.env.NEXT_PUBLIC_SERVER_URL = previous
    }
  })
})
