/**
 * Spanish of the inventory's browser texts: the search box, the hearts and favorites, the compare
 * payment, the vehicle page's gallery and payment calculator. Keyed by the English text written in the component
 * (tr()); messages with numbers are patterns in translate.ts.
 */
import { BODY_STYLE_LABELS } from '@/lib/inventory/listing-text'
import { BODY_STYLE_LABELS_ES } from '@/lib/inventory/listing-text-es'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'

export const ES_INVENTORY: Readonly<Record<string, string>> = {
  // Search box (header and search page)
  'Search inventory': 'Buscar en el inventario',
  'Search again': 'Buscar de nuevo',
  'Search: blue AWD SUV under 25k': 'Buscar: SUV azul AWD por menos de 25k',
  'Search again: 2019 Honda Civic': 'Buscar de nuevo: 2019 Honda Civic',
  'Find cars': 'Buscar autos',
  Suggestions: 'Sugerencias',
  Make: 'Marca',
  Model: 'Modelo',
  'Body style': 'Tipo de carrocería',
  // The suggestions' body-style names
  ...Object.fromEntries(BODY_STYLE_VALUES.map((value) => [BODY_STYLE_LABELS[value], BODY_STYLE_LABELS_ES[value]])),
  // Favorites
  'Save {name} to favorites': 'Guardar {name} en favoritos',
  'Favorites are full': 'Sus favoritos están llenos',
  'You can keep up to {max}; remove one first.': 'Puede guardar hasta {max}; quite uno primero.',
  Favorites: 'Favoritos',
  ', {count} saved': ', {count} guardados',
  'Copy link': 'Copiar enlace',
  'Link copied.': 'Enlace copiado.',
  'Could not copy; copy the link above instead.': 'No se pudo copiar; copie el enlace de arriba.',
  'Loading your favorites…': 'Cargando sus favoritos…',
  'You have no favorites yet.': 'Todavía no tiene favoritos.',
  'Tap the heart on any car to keep it here, then compare your favorites side by side.':
    'Toque el corazón de cualquier auto para guardarlo aquí y luego compare sus favoritos lado a lado.',
  'Browse cars for sale': 'Ver autos en venta',
  // Private reserve (search page, after an unlock)
  'Private reserve unlocked: 1 vehicle matches this search.': 'Reserva privada desbloqueada: 1 vehículo coincide con esta búsqueda.',
  'Private reserve unlocked: {count} vehicles match this search.':
    'Reserva privada desbloqueada: {count} vehículos coinciden con esta búsqueda.',
  'Private reserve': 'Reserva privada',
  'We could not load the private reserve right now. Please reload the page.':
    'No pudimos cargar la reserva privada en este momento. Vuelva a cargar la página.',
  'No vehicles of our private reserve match this search.': 'Ningún vehículo de nuestra reserva privada coincide con esta búsqueda.',
  'Vehicles we hold back from the public listing. Ask us about any of them.':
    'Vehículos que no mostramos en el inventario público. Pregúntenos por cualquiera de ellos.',
  'Price: ': 'Precio: ',
  'was ': 'antes ',
  'Mileage: ': 'Millaje: ',
  'Ask about this vehicle': 'Preguntar por este vehículo',
  // Compare
  'with your terms': 'con sus condiciones',
  mo: 'mes',
  // Vehicle page: gallery
  'No photos of the {title} yet': 'Todavía no hay fotos del {title}',
  'Photos of the {title}': 'Fotos del {title}',
  'Previous photo': 'Foto anterior',
  'Next photo': 'Foto siguiente',
  'Photo {n} of {total}': 'Foto {n} de {total}',
  'Show photo {n}': 'Mostrar la foto {n}',
  'Photo {n}, full size': 'Foto {n}, tamaño completo',
  // Vehicle page: payment calculator
  'Call us for a payment estimate on this vehicle.': 'Llámenos para un estimado de pago de este vehículo.',
  'Estimate your payment': 'Calcule su pago',
  'Finance or lease': 'Financiamiento o arrendamiento',
  Finance: 'Financiar',
  Lease: 'Arrendar',
  'Cash down': 'Enganche',
  'Trade equity': 'Valor neto de su auto a cambio',
  'Credit score': 'Puntaje de crédito',
  'Finance term': 'Plazo del financiamiento',
  'Lease term': 'Plazo del arrendamiento',
  'Lease miles': 'Millas del arrendamiento',
  months: 'meses',
  'miles a year': 'millas al año',
  'Estimated monthly payment': 'Pago mensual estimado',
  APR: 'APR (tasa anual)',
  Term: 'Plazo',
  '{n} months': '{n} meses',
  'Amount financed': 'Monto financiado',
  'Money factor': 'Factor de dinero',
  'Residual value': 'Valor residual',
  'Capitalized cost': 'Costo capitalizado',
  'Fees and taxes': 'Cargos e impuestos',
  'Documentary fee': 'Cargo por documentación',
  'Thirty-day drive fee': 'Cargo por permiso de 30 días',
  'Title fee': 'Cargo por título',
}
