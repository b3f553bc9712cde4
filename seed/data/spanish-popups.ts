/**
 * The seeded popups' Spanish texts, by popup key: what a visitor of a Spanish page reads in the dialog
 * and on its side tab. seed/steps/spanish.ts writes them as the `es` locale of the popups of seed/data/popups.ts.
 */
export const SPANISH_POPUPS: Readonly<
  Record<string, { title: string; html: string; button: { text: string; hoverText: string } }>
> = {
  'unlock-inventory': {
    title: 'Desbloquee nuestro inventario de reserva privada',
    html: '<p>Díganos quién es y vea vehículos que no se anuncian en ningún otro lugar.</p>',
    button: { text: 'Desbloquear inventario', hoverText: 'Vea nuestra reserva privada' },
  },
  'spring-savings': {
    title: 'Evento de ahorros de primavera',
    html:
      '<p><strong>Ahorre hasta $1,500</strong> en SUV certificadas este mes, con opciones de $0 de enganche y ' +
      'garantía limitada de motor de por vida en vehículos con menos de 85,000 millas.</p>' +
      '<p><a href="/es/certified-cars-for-sale/suvs">Ver SUV certificadas</a></p>',
    button: { text: 'Ahorros de primavera', hoverText: 'La oferta de este mes' },
  },
  'talk-to-a-specialist': {
    title: 'Hable con un especialista',
    html: '<p>¿Está comparando algunos autos? Déjenos sus datos y un especialista le ayudará a elegir.</p>',
    button: { text: '¿Preguntas?', hoverText: 'Hable con un especialista' },
  },
  'verified-price-quote': {
    title: 'Reciba su precio por mensaje de texto',
    html: '<p>Verifique su teléfono celular y le enviaremos por mensaje de texto un precio final en menos de una hora.</p>',
    button: { text: 'Pedir cotización', hoverText: 'Su precio por mensaje de texto' },
  },
}
