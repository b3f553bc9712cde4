/**
 * The seeded Spanish versions of the editorial and company content: the main articles, the company,
 * service, protection-plan and legal pages, the help-center topics, staff titles and bios, the job openings and the
 * body styles' buying guides.
 * Keyed by slug (or by the English text for staff titles); seed/steps/spanish-content.ts writes them as the `es`
 * locale of the same documents. Anything not listed here shows its English text on the Spanish site.
 * Bodies use the seed's markup ('## ' headings, '- ' lists, paragraphs; seed/lib/lexical.ts).
 */

import { SPANISH_LEGAL_PAGES } from './spanish-legal'

export type SpanishArticle = { title: string; excerpt: string; body: string }

export const SPANISH_ARTICLES: Readonly<Record<string, SpanishArticle>> = {
  'how-to-read-a-vehicle-history-report': {
    title: 'Cómo leer un informe de historial del vehículo',
    excerpt: 'Marcas en el título, revisión del odómetro y registros de servicio: qué revisar.',
    body: `Cada vehículo usado en nuestro sitio incluye un informe de historial gratis. Así se lee.

## Revise el título

Busque marcas como salvage (pérdida total), rebuilt (reconstruido) o flood (inundación). Nuestros vehículos tienen títulos limpios.

## Siga el odómetro

Las lecturas deben subir de forma constante. Una baja repentina puede indicar que alteraron el odómetro o que cambiaron el tablero.

## Revise los registros de servicio

- Cambios de aceite regulares cada 3,000 a 5,000 millas
- Reparaciones por llamados a revisión (recalls) completadas
- Un historial de dueños constante`,
  },
  'winter-car-care-checklist': {
    title: 'Lista para preparar su auto para el invierno del Medio Oeste',
    excerpt: 'Cinco cosas que nuestro equipo de servicio revisa antes de la primera nevada.',
    body: `El frío es duro con los autos. Las baterías pierden potencia, las llantas pierden presión y las fugas pequeñas se convierten en reparaciones grandes. Nuestro equipo de servicio recomienda estas revisiones cada otoño, antes de la primera helada fuerte.

## La lista de cinco minutos

- Pruebe la batería; el frío reduce su capacidad en un tercio
- Cambie a plumillas de invierno y llene el depósito con líquido anticongelante
- Revise el dibujo y la presión de las llantas, o cambie a llantas de invierno
- Rellene el anticongelante apto para temperaturas bajo cero
- Lleve un kit de emergencia con cobija, raspador y cables para pasar corriente

## Qué llevar en el auto

Un cargador de teléfono, una linterna, guantes, una pala pequeña y una bolsa de arena o arena para gatos para mejorar la tracción ocupan poco espacio y pueden ahorrarle horas esperando una grúa.

## Déjenos revisarlo

Reserve una inspección de invierno en cualquiera de nuestros cuatro centros de servicio. Toma unos 45 minutos y le diremos qué puede esperar hasta la primavera.`,
  },
  'what-is-a-documentary-fee': {
    title: '¿Qué es el cargo por documentación?',
    excerpt: 'Por qué los concesionarios cobran un cargo por documentación y cuánto cobramos nosotros.',
    body: `El cargo por documentación cubre el costo de preparar y tramitar su título, su registro y los documentos de la venta.

## Qué incluye

Nuestro personal de títulos revisa el historial del vehículo, prepara la factura de venta y la declaración del odómetro, tramita la transferencia del título ante el estado y le entrega sus placas o permisos temporales. Hacerlo bien toma tiempo, y los errores les cuestan a los compradores mucho más que el cargo.

## Impuestos y cuotas del estado

El impuesto sobre la venta y las cuotas de título dependen del estado donde registre el vehículo. Los cobramos y se los pagamos completos al estado; nada de ese dinero se queda con nosotros.`,
  },
}

export type SpanishPage = { title: string; heading?: string; subtitle?: string; description?: string; body?: string }

export const SPANISH_PAGES: Readonly<Record<string, SpanishPage>> = {
  'our-company': {
    title: 'Nuestra empresa',
    heading: 'Acerca de Rock River Auto Group',
    subtitle: 'Una familia de tiendas de autos usados al servicio del norte de Illinois e Indiana desde 2004.',
    description: 'Nuestra historia, nuestras cuatro sucursales en Illinois e Indiana y las personas que dirigen Rock River Auto Group.',
    body: `
## Nuestra historia

Rock River Auto Group empezó en 2004 como un lote de doce autos en el lado este de Rockford con una promesa sencilla: vender autos que nos enorgullecería ver manejar a nuestras propias familias y tratar a cada cliente como quisiéramos que nos trataran. Hoy atendemos a conductores desde cuatro tiendas en Rockford y Moline, Illinois, y en Elkhart y Fort Wayne, Indiana.

## Lo que defendemos

- Cada vehículo pasa una inspección de 75 puntos e incluye un informe de historial gratis.
- Garantía limitada de motor de por vida en vehículos con menos de 85,000 millas.
- Una política de cambio de 3 días y una garantía de igualar precios por 30 días.
- Garantía de por vida en piezas y mano de obra en las reparaciones de nuestros centros de servicio.

## En la comunidad

Nuestros equipos entrenan deportes juveniles, recolectan abrigos cada invierno y ofrecen clínicas gratuitas de cuidado del auto para conductores nuevos. Cuando nos compra, apoya empleos locales y los vecindarios donde vivimos.`,
  },
  service: {
    title: 'Centro de servicio',
    heading: 'Centro de servicio',
    subtitle: 'Técnicos certificados, recomendaciones honestas y garantía de por vida en piezas y mano de obra en nuestras reparaciones.',
    description: 'Cambios de aceite, frenos, llantas y reparaciones por técnicos certificados por ASE, con garantía de por vida en piezas y mano de obra.',
    body: `
## Lo que atendemos

Damos servicio a todas las marcas y modelos, aunque no nos haya comprado el vehículo.

- Cambio de aceite y filtro, rotación y balanceo de llantas
- Frenos, suspensión y alineación
- Diagnóstico de la luz de check engine y reparaciones eléctricas
- Baterías, bandas, mangueras y sistemas de enfriamiento
- Inspecciones estatales y revisiones antes de un viaje

## Por qué nos eligen

Cada visita incluye una inspección de varios puntos gratis. Su asesor de servicio le envía por mensaje de texto fotos y un presupuesto por escrito antes de empezar cualquier trabajo, y las reparaciones que hacemos tienen nuestra garantía de por vida en piezas y mano de obra mientras el vehículo sea suyo.`,
  },
  'vehicle-protection-plans': {
    title: 'Planes de protección del vehículo',
    heading: 'Planes de protección del vehículo',
    subtitle: 'Cobertura extendida que mantiene las reparaciones inesperadas fuera de su presupuesto.',
    description: 'Contratos de servicio extendido, cobertura GAP, protección de llantas y rines y de apariencia para su vehículo.',
    body: `
## Incluido con cada vehículo elegible

Los vehículos con menos de 85,000 millas incluyen sin costo adicional nuestra garantía limitada de por vida del
motor. Los planes siguientes agregan cobertura más allá del motor.

## Planes opcionales

- Contrato de servicio extendido: cubre la transmisión, el eje de tracción, el aire acondicionado, el sistema
  eléctrico y más, con plazos de hasta 7 años o 100,000 millas.
- Protección GAP: paga la diferencia entre el saldo de su préstamo y lo que pague el seguro si el vehículo se
  declara pérdida total o es robado.
- Llantas y rines: repara o reemplaza las llantas y los rines dañados por peligros del camino, como baches y clavos.
- Protección de apariencia: sellador de pintura, protección de tela y piel, y reparación de abolladuras.
- Reemplazo de llaves: cubre las llaves inteligentes y los controles perdidos o dañados.

## Conviene saber

Los planes son opcionales y nunca son una condición para el financiamiento. La cobertura, los deducibles y las
exclusiones se detallan en cada contrato; pídale una copia a un gerente de financiamiento antes de decidir. La
mayoría de los planes se puede cancelar con un reembolso proporcional.`,
  },
  'auto-financing': {
    title: 'Financiamiento de autos',
    heading: 'Financiamiento de autos sin complicaciones',
    subtitle:
      'Obtenga su preaprobación en línea en menos de 2 minutos sin afectar su puntaje de crédito. Para el primer paso no necesita su número de Seguro Social ni su fecha de nacimiento, y hay opciones con $0 de enganche para compradores aprobados.',
    description: 'Obtenga en línea, en menos de 2 minutos, una preaprobación para su préstamo de auto sin afectar su puntaje de crédito.',
    body: `
## Cómo funciona el financiamiento con nosotros

Trabajamos con más de veinte bancos, cooperativas de crédito y prestamistas especializados, así que comparamos las
ofertas por usted en lugar de mandarlo de banco en banco. La aprobación suele llegar en 24 a 48 horas, y la mayoría de
los clientes ve una primera respuesta en pantalla en menos de un minuto.

- La preaprobación usa una consulta suave: no afecta su puntaje de crédito.
- Plazos de 12 a 72 meses, sin penalidad por pago anticipado.
- Compradores primerizos, bancarrotas anteriores y crédito en recuperación: todos son bienvenidos.
- El valor de su auto a cambio y el enganche bajan su pago; hay $0 de enganche para compradores aprobados.

## Qué traer al firmar

Traiga una licencia de manejo vigente, sus dos talones de pago más recientes y un recibo de servicios reciente. Si va a
dar un vehículo a cambio, traiga su título o la información para liquidarlo, y todas sus llaves.`,
  },
  // The four legal pages: titles, descriptions and full texts (./spanish-legal.ts).
  ...SPANISH_LEGAL_PAGES,
}

/** Help-center topics by slug: name and description. */
export const SPANISH_HELP_CATEGORIES: Readonly<Record<string, { name: string; description: string }>> = {
  'buying-a-car': {
    name: 'Comprar un auto',
    description: 'Pruebas de manejo, el inventario en reserva, inspecciones y entrega.',
  },
  'financing-and-credit': {
    name: 'Financiamiento y crédito',
    description: 'Preaprobación, solicitudes de crédito, tasas y plazos.',
  },
  'selling-or-trading': {
    name: 'Vender o cambiar su auto',
    description: 'Ofertas instantáneas, saldos por liquidar y qué traer.',
  },
  'service-and-maintenance': {
    name: 'Servicio y mantenimiento',
    description: 'Citas, garantías y mantenimiento recomendado.',
  },
  'warranty-and-protection': {
    name: 'Garantía y protección',
    description: 'La garantía de motor de por vida, la política de cambio y los planes de protección.',
  },
  'privacy-and-your-data': {
    name: 'Privacidad y sus datos',
    description: 'Cookies, consentimiento y cómo usamos su información.',
  },
}

/** Staff job titles, by the English title. */
export const SPANISH_STAFF_TITLES: Readonly<Record<string, string>> = {
  'General Sales Manager': 'Gerente general de ventas',
  'Sales Consultant': 'Asesor de ventas',
  'Finance Manager': 'Gerente de financiamiento',
  'Internet Sales Manager': 'Gerente de ventas por internet',
  'Service Manager': 'Gerente de servicio',
  'ASE Master Technician': 'Técnico maestro certificado por ASE',
  'Service Advisor': 'Asesor de servicio',
}

/** Staff bios by slug (a few; the others show their English bio). */
export const SPANISH_STAFF_BIOS: Readonly<Record<string, string>> = {
  'marcus-bennett':
    'Marcus dirige el equipo de ventas de Rockford desde 2016 y todavía contesta el teléfono él mismo los sábados.',
  'diego-ramirez':
    'Diego trabaja con todos nuestros prestamistas y habla español; pregúntele por las opciones con $0 de enganche.',
  'gloria-ortega':
    'Gloria dirige un taller de doce bahías y se asegura de que cada auto salga con su informe de inspección de varios puntos.',
  'aisha-patel':
    'Aisha le explicará cada recomendación y le enviará fotos por mensaje de texto antes de empezar cualquier trabajo.',
}

/** Job openings by slug: title and summary (the description stays English until HR translates it). */
export const SPANISH_JOB_OPENINGS: Readonly<Record<string, { title: string; summary: string }>> = {
  'sales-consultant-rockford': {
    title: 'Asesor de ventas',
    summary: 'Ayude a los conductores de Rockford a encontrar el auto indicado con un proceso transparente y sin presiones.',
  },
  'automotive-service-technician-fort-wayne': {
    title: 'Técnico de servicio automotriz',
    summary: 'Diagnostique y repare vehículos de todas las marcas en nuestro nuevo taller de 10 bahías en Fort Wayne.',
  },
  'finance-manager-moline': {
    title: 'Gerente de financiamiento',
    summary: 'Estructure tratos con nuestra red de prestamistas y explique cada opción en palabras sencillas.',
  },
  'service-advisor-rockford': {
    title: 'Asesor de servicio',
    summary: 'Sea la cara amable de nuestra área de servicio y mantenga informados a los clientes.',
  },
  'lot-attendant-elkhart': {
    title: 'Encargado del lote',
    summary: 'Mantenga el lote ordenado y los vehículos limpios y listos para las pruebas de manejo.',
  },
}

/** The body styles' buying guides by value (the car-research guide page), section for section the English ones. */
export const SPANISH_BODY_STYLE_GUIDES: Readonly<Record<string, string>> = {
  suvs: 'Las SUV combinan espacio de carga, una posición de manejo alta y tracción integral disponible para los inviernos del Medio Oeste. Las SUV compactas como la RAV4 y la CR-V son eficientes para el día a día; los modelos de tres filas como la Highlander, la Pilot y la Telluride llevan hasta ocho pasajeros.',
  sedans: 'Los sedanes son la forma más económica de tener un auto cómodo y que rinde bien la gasolina. Vea el Camry, el Accord y el Civic por su confiabilidad, o un Serie 3 o un ES si busca lujo.',
  trucks: 'Las camionetas pickup remolcan, cargan y conservan su valor. Decida primero el tamaño de la cabina, el largo de la caja y la capacidad de remolque; las pickups de media tonelada remolcan de 8,000 a 13,000 libras y las diésel de trabajo pesado, mucho más.',
  minivans: 'Nada mueve a una familia como una minivan: puertas corredizas, ocho asientos y espacio para las carriolas. La Sienna híbrida rinde unas 36 millas por galón; la Pacifica y la Sienna ofrecen tracción integral.',
  hatchbacks: 'Los hatchbacks le dan el rendimiento de combustible de un sedán con la versatilidad de carga de una SUV pequeña. El Civic Hatchback, el Mazda3 y el GTI además son divertidos de manejar.',
  coupes: 'Dos puertas, líneas elegantes y, por lo general, más potencia. Los Mustang y Camaro V8 son clásicos; el GR86 y el BRZ son ligeros, equilibrados y accesibles.',
  convertibles: 'Para manejar a cielo abierto cada día de verano en el Medio Oeste. El MX-5 Miata es el roadster de referencia; el Mustang y el Serie 4 agregan asientos traseros.',
  wagons: 'Los familiares cargan como una SUV pero se manejan como un auto. El Subaru Outback es el favorito del Medio Oeste, con tracción integral de serie y 8.7 pulgadas de altura libre al suelo.',
  commercial: 'Vanes de carga y camionetas de trabajo para contratistas y flotillas. Compare la altura del techo, la distancia entre ejes y la capacidad de carga; le ayudamos con el equipamiento y el financiamiento para empresas.',
}
