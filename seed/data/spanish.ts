/**
 * The seeded Spanish texts, keyed by the English text they translate: the home page's sections, the
 * promotions and the financing FAQ. seed/steps/spanish.ts writes them as the `es` locale of the same documents;
 * an English text missing here stays English in Spanish (Payload's fallback).
 */
export const SPANISH: Readonly<Record<string, string>> = {
  // The home page's search-engine title and description.
  'Used cars for sale, auto financing and service | Rock River Auto Group':
    'Autos usados, financiamiento y servicio | Rock River Auto Group',
  'Shop inspected used cars, get pre-approved with no impact on your credit score, value your trade and schedule service in Illinois and Indiana.':
    'Autos usados inspeccionados, preaprobación sin afectar su crédito, el valor de su auto a cambio y servicio en Illinois e Indiana.',
  // Home page sections
  'Quality used cars, easy financing and a fair trade': 'Autos usados de calidad, financiamiento fácil y un intercambio justo',
  'Shop inspected used cars in Moline, Rockford, Elkhart and Fort Wayne, or start online from your couch.':
    'Compre autos usados inspeccionados en Moline, Rockford, Elkhart y Fort Wayne, o empiece en línea desde su casa.',
  'Get pre-approved': 'Obtenga su preaprobación',
  'Check your rate online in under a minute with no impact on your credit score.':
    'Consulte su tasa en línea en menos de un minuto sin afectar su puntaje de crédito.',
  'Value your trade': 'Valore su auto',
  'Get an instant offer in about 60 seconds, valid for 7 days, with same-day payout.':
    'Reciba una oferta instantánea en unos 60 segundos, válida por 7 días, con pago el mismo día.',
  'Schedule service': 'Programe servicio',
  'Book maintenance or repairs with our service team, backed by a lifetime parts and labour warranty.':
    'Reserve mantenimiento o reparaciones con nuestro equipo de servicio, con garantía de por vida en piezas y mano de obra.',
  'How can we help?': '¿Cómo podemos ayudarle?',
  Finance: 'Financiamiento',
  'Auto financing for every credit story': 'Financiamiento de autos para todo historial de crédito',
  'Pre-approval takes under 2 minutes, needs no SSN and no date of birth for the first step, and does not touch your credit score. Most approvals come back within 24-48 hours, with $0 down options.':
    'La preaprobación toma menos de 2 minutos, no pide número de Seguro Social ni fecha de nacimiento en el primer paso y no afecta su puntaje de crédito. La mayoría de las aprobaciones llegan en 24 a 48 horas, con opciones de $0 de enganche.',
  'Free credit score': 'Puntaje de crédito gratis',
  Shop: 'Comprar',
  'Inspected used cars at honest prices': 'Autos usados inspeccionados a precios honestos',
  'Every car passes a 75-point inspection and comes with a free vehicle-history report, a 3-day exchange policy and our 30-day price match guarantee.':
    'Cada auto pasa una inspección de 75 puntos e incluye un informe de historial gratis, una política de cambio de 3 días y nuestra garantía de igualar precios por 30 días.',
  'Shop used cars': 'Ver autos usados',
  'Cars under $20K': 'Autos por menos de $20K',
  'Sell or Trade': 'Vender o cambiar',
  'Sell or trade your car in one visit': 'Venda o cambie su auto en una sola visita',
  'Answer a few questions online and get an instant offer in about 60 seconds. It stays valid for 7 days, and we pay out the same day.':
    'Responda unas preguntas en línea y reciba una oferta instantánea en unos 60 segundos. Es válida por 7 días y pagamos el mismo día.',
  'Get my offer': 'Obtener mi oferta',
  Service: 'Servicio',
  'Service you can trust': 'Servicio en el que puede confiar',
  'Factory-trained technicians, photos before any work, and a lifetime parts and labour warranty on the repairs we do.':
    'Técnicos capacitados de fábrica, fotos antes de cualquier trabajo y garantía de por vida en piezas y mano de obra en nuestras reparaciones.',
  'Visit our service center': 'Visite nuestro centro de servicio',
  'Browse by special filters': 'Explore con filtros especiales',
  'Jump straight to the deals shoppers ask about most.': 'Vaya directo a las ofertas que más buscan nuestros clientes.',
  'Price drops': 'Bajas de precio',
  'Cars whose price just went down.': 'Autos cuyo precio acaba de bajar.',
  'Premium upgrades': 'Equipamiento premium',
  'Leather, sunroofs, premium audio and more.': 'Piel, quemacocos, audio premium y más.',
  'Under $20K': 'Menos de $20K',
  'Inspected, warrantied and priced to move.': 'Inspeccionados, con garantía y a precios para vender.',
  'Low mileage': 'Bajo millaje',
  'Under 85,000 miles, covered by the lifetime engine limited warranty.':
    'Menos de 85,000 millas, cubiertos por la garantía limitada de motor de por vida.',
  'Newest arrivals': 'Recién llegados',
  'Fresh on the lot, inspected and ready for a test drive.': 'Recién llegados al lote, inspeccionados y listos para una prueba de manejo.',
  'View all used cars': 'Ver todos los autos usados',
  Reviews: 'Reseñas',
  'Financing that works for real people': 'Financiamiento que funciona para personas reales',
  'What customers who financed with us say on Google and Facebook.':
    'Lo que dicen en Google y Facebook los clientes que financiaron con nosotros.',
  'Current promotions': 'Promociones actuales',
  'Offers running now at every Rock River Auto Group store.': 'Ofertas vigentes en todas las tiendas de Rock River Auto Group.',
  'Great deals this week': 'Grandes ofertas de esta semana',
  'Auto financing FAQ': 'Preguntas frecuentes sobre financiamiento',
  'Peace of mind': 'Tranquilidad',
  'Lifetime engine limited warranty': 'Garantía limitada de motor de por vida',
  'Included at no extra cost on every vehicle under 85,000 miles, for as long as you own it.':
    'Incluida sin costo adicional en cada vehículo con menos de 85,000 millas, mientras sea suyo.',
  '75-point inspection': 'Inspección de 75 puntos',
  'Every vehicle is inspected before it reaches the lot.': 'Cada vehículo se inspecciona antes de llegar al lote.',
  'Free vehicle history report': 'Informe de historial del vehículo gratis',
  'Know the story of the car before you buy it.': 'Conozca la historia del auto antes de comprarlo.',
  '3-day exchange policy': 'Política de cambio de 3 días',
  'Changed your mind? Exchange your vehicle within 3 days.': '¿Cambió de opinión? Cambie su vehículo dentro de 3 días.',
  '30-day price match': 'Igualamos precios por 30 días',
  'Find the same car for less within 30 days and we match it.':
    'Si encuentra el mismo auto por menos dentro de 30 días, igualamos el precio.',
  'Shop covered vehicles': 'Ver vehículos cubiertos',
  'Auto financing': 'Financiamiento de autos',
  'Get pre-approved with no impact on your credit score': 'Obtenga su preaprobación sin afectar su puntaje de crédito',
  'Approval commonly comes within 24-48 hours, and the first step takes under 2 minutes online.':
    'La aprobación suele llegar en 24 a 48 horas y el primer paso toma menos de 2 minutos en línea.',
  'No credit-score impact': 'Sin impacto en su crédito',
  'A soft inquiry only, no SSN or date of birth.': 'Solo una consulta leve, sin número de Seguro Social ni fecha de nacimiento.',
  '$0 down options': 'Opciones de $0 de enganche',
  'Drive home today on approved credit.': 'Llévese su auto hoy con crédito aprobado.',
  'Lenders for every credit story': 'Prestamistas para todo historial de crédito',
  'Real banks and credit unions, real rates.': 'Bancos y cooperativas de crédito reales, tasas reales.',
  'Full credit application': 'Solicitud de crédito completa',
  'Four stores, one promise': 'Cuatro tiendas, una promesa',
  'Visit us in Moline and Rockford, Illinois, or Elkhart and Fort Wayne, Indiana. Same inspection, same warranty and same people-first service at every store.':
    'Visítenos en Moline y Rockford, Illinois, o en Elkhart y Fort Wayne, Indiana. La misma inspección, la misma garantía y el mismo trato cercano en cada tienda.',
  'Find a location': 'Buscar una tienda',
  'Meet our team': 'Conozca a nuestro equipo',
  'Browse by body style': 'Explore por tipo de carrocería',

  // Promotions
  'Get pre-approved in under 2 minutes': 'Preaprobación en menos de 2 minutos',
  'No SSN, no date of birth and no impact on your credit score for the first step.':
    'Sin número de Seguro Social, sin fecha de nacimiento y sin afectar su crédito en el primer paso.',
  'Included on every vehicle under 85,000 miles. Ask us for the details.':
    'Incluida en cada vehículo con menos de 85,000 millas. Pregúntenos por los detalles.',
  'Same-day payout on your trade': 'Pago el mismo día por su auto',
  'Get an instant offer in about 60 seconds. Valid for 7 days.': 'Reciba una oferta instantánea en unos 60 segundos. Válida por 7 días.',
  'Value my trade': 'Valorar mi auto',
  'Fresh price drops': 'Nuevas bajas de precio',
  'These vehicles just got cheaper. See every price drop on one page.':
    'Estos vehículos acaban de bajar de precio. Vea todas las bajas en una sola página.',
  'See price drops': 'Ver bajas de precio',
  'Quality cars under $20K': 'Autos de calidad por menos de $20K',
  'Shop under $20K': 'Ver autos de menos de $20K',
  'Summer Sales Event': 'Evento de ventas de verano',
  'Ended August 31, 2024.': 'Terminó el 31 de agosto de 2024.',
  'Shop now': 'Comprar ahora',

  // The financing FAQ
  'Will getting pre-approved hurt my credit score?': '¿Obtener la preaprobación afecta mi puntaje de crédito?',
  'No. Our online pre-approval uses a soft inquiry, which does not affect your credit score. You will not be asked for your Social Security number or date of birth for the first step.':
    'No. Nuestra preaprobación en línea usa una consulta leve, que no afecta su puntaje de crédito. En el primer paso no le pediremos su número de Seguro Social ni su fecha de nacimiento.',
  'A hard inquiry happens only when you choose a vehicle and ask us to finalize the loan with a lender, and we always tell you before that happens.':
    'Una consulta formal solo ocurre cuando elige un vehículo y nos pide cerrar el préstamo con un prestamista, y siempre le avisamos antes.',
  'How long does pre-approval take?': '¿Cuánto tarda la preaprobación?',
  'Most shoppers finish the online form in under two minutes and see a decision on screen in under a minute.':
    'La mayoría de los clientes completan el formulario en línea en menos de dos minutos y ven una decisión en pantalla en menos de un minuto.',
  'If a lender needs more information, a finance manager will reach out, and approvals are commonly completed within 24 to 48 hours.':
    'Si un prestamista necesita más información, un gerente de financiamiento se comunicará con usted; las aprobaciones suelen completarse en 24 a 48 horas.',
  'Can I get financing with bad credit or no credit?': '¿Puedo obtener financiamiento con mal crédito o sin crédito?',
  'Yes. We work with a network of banks, credit unions and specialty lenders that approve buyers across the whole credit spectrum, including first-time buyers and people rebuilding after bankruptcy.':
    'Sí. Trabajamos con una red de bancos, cooperativas de crédito y prestamistas especializados que aprueban compradores con todo tipo de crédito, incluidos quienes compran por primera vez y quienes se recuperan de una bancarrota.',
  'Your rate depends on your credit score band, the vehicle and the term. On-time payments on an auto loan are one of the best ways to rebuild your credit.':
    'Su tasa depende de su rango de puntaje de crédito, del vehículo y del plazo. Pagar a tiempo un préstamo de auto es una de las mejores maneras de reconstruir su crédito.',
  'Do you offer $0 down financing?': '¿Ofrecen financiamiento con $0 de enganche?',
  'Many approved buyers qualify for $0 down on select vehicles. Whether you qualify depends on your credit, income and the vehicle you choose.':
    'Muchos compradores aprobados califican para $0 de enganche en vehículos seleccionados. Calificar depende de su crédito, sus ingresos y el vehículo que elija.',
  'A down payment or trade-in equity lowers your monthly payment and the total interest you pay, so our calculator lets you try different amounts.':
    'Un enganche o el valor de su auto a cambio reducen su pago mensual y el interés total, por eso nuestra calculadora le permite probar distintos montos.',
  'What documents do I need to finalize my loan?': '¿Qué documentos necesito para cerrar mi préstamo?',
  "Bring a valid driver's license, proof of income such as your two most recent pay stubs, and proof of residence such as a utility bill.":
    'Traiga una licencia de conducir vigente, comprobante de ingresos como sus dos talones de pago más recientes y comprobante de domicilio como un recibo de servicios.',
  'If you are trading in a vehicle, bring the title or your loan payoff information, all keys and the registration.':
    'Si entrega un vehículo a cambio, traiga el título o los datos para liquidar su préstamo, todas las llaves y el registro.',
  'How is my monthly payment estimated?': '¿Cómo se calcula mi pago mensual estimado?',
  'The estimate uses the vehicle price, your cash down, your trade equity, the loan term in months and an APR based on your credit score range.':
    'El cálculo usa el precio del vehículo, su enganche, el valor de su auto a cambio, el plazo en meses y una tasa anual (APR) según su rango de puntaje de crédito.',
  "Taxes, title and the documentary fee are added according to the store's state. The final figures are confirmed by the lender before you sign.":
    'Los impuestos, el título y el cargo de documentación se suman según el estado de la tienda. El prestamista confirma las cifras finales antes de que firme.',
  'Can I apply with a co-borrower?': '¿Puedo solicitar con un codeudor?',
  'Yes. The full credit application has a co-borrower section for a spouse, partner or family member.':
    'Sí. La solicitud de crédito completa tiene una sección para un codeudor: su cónyuge, pareja o un familiar.',
  'A co-borrower with strong credit or additional income can improve your approval odds and lower your rate. Both applicants are responsible for the loan.':
    'Un codeudor con buen crédito o ingresos adicionales puede mejorar sus probabilidades de aprobación y bajar su tasa. Ambos solicitantes son responsables del préstamo.',
  'Can I refinance a loan I already have?': '¿Puedo refinanciar un préstamo que ya tengo?',
  'Often, yes. If your credit has improved or rates have dropped since you bought your car, our lenders may be able to lower your payment.':
    'Con frecuencia, sí. Si su crédito mejoró o las tasas bajaron desde que compró su auto, nuestros prestamistas podrían reducir su pago.',
  'Send us your current lender, payoff amount and vehicle details through the financing form and we will tell you what is possible.':
    'Envíenos su prestamista actual, el monto para liquidar y los datos del vehículo con el formulario de financiamiento y le diremos qué es posible.',
  'What loan terms are available?': '¿Qué plazos de préstamo hay disponibles?',
  'Terms from 12 to 72 months are available on most vehicles. Shorter terms cost less interest overall; longer terms lower the monthly payment.':
    'Hay plazos de 12 a 72 meses en la mayoría de los vehículos. Los plazos cortos cuestan menos interés en total; los largos bajan el pago mensual.',
  'Vehicles of model year 2018 and newer usually qualify for the best rates, and some lenders limit the term on older or high-mileage vehicles.':
    'Los vehículos modelo 2018 y más recientes suelen calificar para las mejores tasas, y algunos prestamistas limitan el plazo en vehículos más antiguos o con mucho millaje.',
  'Can I pay off my loan early?': '¿Puedo liquidar mi préstamo antes de tiempo?',
  'Yes. The lenders we work with do not charge prepayment penalties on retail auto loans.':
    'Sí. Los prestamistas con los que trabajamos no cobran penalización por pago anticipado en préstamos de auto.',
  'Paying extra toward the principal each month shortens the loan and reduces the total interest you pay.':
    'Pagar de más al capital cada mes acorta el préstamo y reduce el interés total que paga.',
  // Special offers (title, description, button, disclaimer)
  '$0 down on approved credit': '$0 de enganche con crédito aprobado',
  'Drive home today with no money down on select pre-owned vehicles.':
    'Llévese hoy su auto sin enganche en vehículos seminuevos seleccionados.',
  'With approved credit. Not all buyers will qualify. See dealer for details.':
    'Con crédito aprobado. No todos los compradores califican. Pregunte en el concesionario por los detalles.',
  '30-day price match guarantee': 'Garantía de igualar precios por 30 días',
  'Find the same vehicle for less within 100 miles in 30 days and we refund the difference.':
    'Si encuentra el mismo vehículo por menos a 100 millas o menos dentro de 30 días, le devolvemos la diferencia.',
  'Same year, make, model, trim and comparable mileage. Documentation required.':
    'Mismo año, marca, modelo, versión y millaje comparable. Se requiere documentación.',
  'Shop inventory': 'Ver inventario',
  '$1,000 off any pickup': '$1,000 de descuento en cualquier pickup',
  'Take $1,000 off the advertised price of any used or certified pickup truck.':
    'Ahorre $1,000 del precio anunciado de cualquier camioneta pickup usada o certificada.',
  'Cannot be combined with other offers. Excludes vehicles in the private reserve.':
    'No se puede combinar con otras ofertas. Excluye los vehículos de la reserva privada.',
  'Shop trucks': 'Ver camionetas pickup',
  'First-time buyer program': 'Programa para compradores primerizos',
  'No credit history? Our first-time buyer program gets you on the road and builds your credit.':
    '¿No tiene historial de crédito? Nuestro programa para compradores primerizos lo pone al volante y le ayuda a construir su crédito.',
  'Proof of income and residence required.': 'Se requiere comprobante de ingresos y de domicilio.',
  'Learn more': 'Más información',
  '$39.95 synthetic-blend oil change': 'Cambio de aceite semisintético por $39.95',
  'Up to 5 quarts, new filter, tire rotation and a multipoint inspection.':
    'Hasta 5 cuartos de galón, filtro nuevo, rotación de llantas e inspección de varios puntos.',
  'Most vehicles. Full synthetic and diesel extra. Plus tax and shop supplies.':
    'La mayoría de los vehículos. Sintético completo y diésel con costo adicional. Más impuestos y materiales de taller.',
  'Call service': 'Llamar a servicio',
  '15% off brake service': '15% de descuento en servicio de frenos',
  'Pads, rotors and calipers, with our lifetime parts and labor warranty.':
    'Pastillas, rotores y calipers, con nuestra garantía de por vida en piezas y mano de obra.',
  'Maximum discount $150. Present offer at write-up.': 'Descuento máximo de $150. Presente la oferta al registrar su servicio.',
  'Winter-ready inspection $29': 'Inspección para el invierno por $29',
  'Battery, coolant, wipers, tires and heater checked before the Midwest winter hits.':
    'Revisamos batería, anticongelante, limpiaparabrisas, llantas y calefacción antes de que llegue el invierno del Medio Oeste.',
  'Parts extra. Appointment recommended.': 'Piezas con costo adicional. Se recomienda hacer cita.',
  // Navigation menus
  Financing: 'Financiamiento',
  'Auto Financing': 'Financiamiento de autos',
  'Get Pre-Approved Now': 'Obtenga su preaprobación',
  'Free Credit Score': 'Puntaje de crédito gratis',
  'Shop Used Cars': 'Autos usados',
  'All Used Cars': 'Todos los autos usados',
  'Cars Under $20K': 'Autos por menos de $20K',
  Sedans: 'Sedanes',
  Trucks: 'Camionetas pickup',
  SUVs: 'SUVs',
  Minivans: 'Minivans',
  'Sell/Trade': 'Vender/Cambiar',
  'Full Credit Application': 'Solicitud de crédito completa',
  'Sell or Trade My Car': 'Vender o cambiar mi auto',
  'Value Your Vehicle': 'Valore su vehículo',
  'Service Center': 'Centro de servicio',
  'Vehicle Protection Plans': 'Planes de protección del vehículo',
  Dealership: 'Concesionario',
  'Our Company': 'Nuestra empresa',
  'Meet Our Team': 'Nuestro equipo',
  Careers: 'Empleos',
  'Contact Us': 'Contáctenos',
  'Privacy Policy': 'Política de privacidad',
  'Terms of Sale': 'Términos de venta',
  'Cookie Policy': 'Política de cookies',
  // Car-research topics (article categories)
  'Buying Tips': 'Consejos de compra',
  Maintenance: 'Mantenimiento',
  'Vehicle Reviews': 'Reseñas de vehículos',
  'Dealership News': 'Noticias del concesionario',
  Community: 'Comunidad',
  // The locations' notes (seed/data/locations.ts).
  'Our flagship store, right off I-90 at the East State Street exit.':
    'Nuestra tienda principal, junto a la I-90 en la salida de East State Street.',
  'Across from SouthPark Mall, five minutes from the Quad City International Airport.':
    'Frente a SouthPark Mall, a cinco minutos del Aeropuerto Internacional de Quad City.',
  'Near the Indiana Toll Road exit 92; Eastern Time.': 'Cerca de la salida 92 de la Indiana Toll Road; hora del Este.',
  'West side of Fort Wayne, by Jefferson Pointe; Eastern Time.': 'Lado oeste de Fort Wayne, junto a Jefferson Pointe; hora del Este.',
}
