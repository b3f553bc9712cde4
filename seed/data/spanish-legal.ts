/**
 * Spanish (`es` locale) texts of the four legal pages: title, SEO description and body, section for section the
 * English ones of ./pages.ts (same markup for lexicalFromText). The cookie policy names the categories and buttons
 * exactly as the Spanish cookie banner shows them (src/lib/consent/texts.ts).
 */
import type { SpanishPage } from './spanish-content'

export const SPANISH_LEGAL_PAGES: Readonly<Record<string, SpanishPage>> = {
  'legal/cookie-policy': {
    title: 'Política de cookies',
    description: 'Qué cookies usa este sitio web, para qué sirven y cómo cambiar sus preferencias de cookies.',
    body: `
## Qué son las cookies

Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador. Las usamos para que el sitio
funcione, para recordar lo que usted nos dijo y así no tenga que escribirlo de nuevo y, con su permiso, para medir y
mejorar nuestra publicidad. Esta política explica qué cookies usa rockriverauto.example y cómo cambiar sus preferencias.

## Sus opciones

En su primera visita, el aviso de cookies le permite aceptar todas las cookies (“Aceptar todas”) o elegirlas por
categoría (“Personalizar”). Su elección se guarda como una lista, separada por comas, de las categorías que usted
permitió. Para cambiarla, borre las cookies de este sitio en su navegador y el aviso se lo preguntará de nuevo. Las
cookies esenciales no se pueden desactivar porque el sitio no funciona sin ellas.

- Esenciales: necesarias para que el sitio funcione, por ejemplo para recordar sus preferencias de cookies y mantener la sesión del personal iniciada.
- Funcionales: recuerdan los datos que nos dio, como su nombre, la tienda que eligió y los precios que desbloqueó.
- Analíticas: nos ayudan a entender cómo usan el sitio los visitantes para poder mejorarlo.
- Segmentación y publicidad: registran qué anuncio o campaña lo trajo aquí para poder medir nuestra publicidad.

## Cookies que usa este sitio

- displayCookies y allowCookies (esenciales): si se muestra el aviso de cookies y qué categorías permitió usted.
- payload-token (esencial, solo para el personal): mantiene la sesión del personal del concesionario en el sistema de contenido.
- firstName, lastName, email, phone y homeAddress (funcionales): los datos de contacto que escribió en uno de nuestros formularios, para que el siguiente formulario ya aparezca lleno. Se guardan por un año.
- phoneVerified (funcional): que usted confirmó su celular con un código por mensaje de texto.
- uniqueUserId (funcional): un identificador aleatorio que relaciona sus solicitudes entre sí.
- userSelectedStore (funcional): la sucursal que eligió como su tienda. Se guarda por 30 días.
- unlockPrice (funcional): cuándo desbloqueó el precio personalizado.
- reserveAccess y reserveUnlocked (funcionales): que usted desbloqueó nuestro inventario privado en reserva.
- finishedPopups (funcional): las ventanas emergentes que ya completó o cerró, para no mostrárselas de nuevo.
- adfLead (analítica): si ya nos envió una solicitud, para marcar las siguientes como solicitudes repetidas.
- adsValues (segmentación y publicidad): los parámetros de campaña del enlace que lo trajo aquí (como utm_source, utm_campaign, gclid o fbclid). Se guarda por 30 días.

## Lo que nunca guardamos en una cookie

Nunca guardamos en una cookie su fecha de nacimiento, su número de Seguro Social ni su información financiera. Las
solicitudes de crédito se envían por una conexión cifrada y se guardan cifradas.

## Contáctenos

¿Tiene preguntas sobre las cookies o sus datos? Escriba a info@rockriverauto.example o por correo postal a Rock River
Auto Group, LLC, Rockford, Illinois.`,
  },
  'legal/privacy-policy': {
    title: 'Política de privacidad',
    description: 'Qué información personal recopila Rock River Auto Group, cómo la usamos y compartimos, y sus opciones.',
    body: `
## Quiénes somos

Esta política de privacidad se aplica a Rock River Auto Group, LLC y a sus tiendas en Rockford y Moline, Illinois, y en
Elkhart y Fort Wayne, Indiana, así como a este sitio web.

## Información que recopilamos

- Los datos de contacto que nos da: nombre, correo electrónico, número de teléfono y dirección.
- Datos del vehículo y de la parte de pago: los vehículos por los que pregunta y el vehículo que quiere vender o cambiar.
- Datos de la solicitud de crédito: ingresos, empleo, vivienda, fecha de nacimiento y número de Seguro Social, solo cuando solicita financiamiento.
- Datos de servicio: su vehículo, el trabajo solicitado y su cita.
- Datos del sitio web: las páginas que visita, el enlace o la campaña que lo trajo aquí y las cookies que describe nuestra política de cookies.

## Cómo la usamos

- Para responder a sus solicitudes, programar pruebas de manejo y citas de servicio, y preparar ofertas.
- Para enviar las solicitudes de crédito a los prestamistas que usted autorice y para completar su compra.
- Para enviar los códigos por mensaje de texto que verifican su número de teléfono.
- Para mejorar nuestro sitio web y medir nuestra publicidad, cuando usted permite esas cookies.

## Con quién la compartimos

Compartimos información con los prestamistas cuando usted solicita financiamiento, con los proveedores que alojan
nuestro sitio web y envían nuestros correos electrónicos y mensajes de texto, y cuando la ley lo exige. No vendemos su
información personal.

## Cómo la protegemos

Los datos de las solicitudes de crédito se cifran al enviarse y al guardarse, y solo el personal de financiamiento
autorizado puede leerlos. Conservamos la información solo mientras la necesitamos para los fines anteriores o mientras
la ley lo exija.

## Sus opciones

Puede preguntarnos qué información tenemos sobre usted, pedirnos que la corrijamos o la eliminemos, y dejar de recibir
correos electrónicos y mensajes de texto de mercadotecnia en cualquier momento. Escriba a info@rockriverauto.example o
llame a cualquiera de nuestras tiendas.`,
  },
  'legal/terms-of-sale': {
    title: 'Términos de venta',
    description: 'Los términos que aplican cuando le compra un vehículo a Rock River Auto Group: precios, depósitos y garantías.',
    body: `
## Precios y disponibilidad

Los precios anunciados no incluyen impuestos, título, placas ni el cargo por documentación, que se agregan según las
leyes del estado de la tienda que vende el vehículo. Los vehículos están sujetos a venta previa. Hacemos todo lo posible
por mantener nuestros anuncios correctos, pero el equipo y las fotos pueden ser distintos del vehículo real; confirme
las características que le importan antes de comprar.

## Depósitos

Un depósito reembolsable aparta un vehículo hasta por 48 horas. Si decide no comprarlo, le devolvemos el depósito a la
misma forma de pago que usó.

## Financiamiento

Los pagos estimados en este sitio web son solo ilustrativos. Su tasa y sus condiciones dependen de su crédito y de la
aprobación del prestamista, y se confirman en su contrato de venta a plazos.

## Garantías y políticas

- Garantía limitada de motor de por vida en vehículos elegibles con menos de 85,000 millas; los términos y las exclusiones están en el documento de garantía que recibe en la entrega.
- Política de cambio de 3 días: cambie su vehículo por otro de igual o mayor valor dentro de 3 días y 250 millas.
- Garantía de igualar precios por 30 días: si dentro de 30 días encuentra el mismo vehículo a menor precio a menos de 100 millas, le reembolsamos la diferencia.
- Salvo que los cubra una de estas garantías o un contrato de servicio, los vehículos usados se venden según lo que indica la Guía del Comprador (Buyers Guide) exhibida en el vehículo.

## Ley aplicable

Cada venta se rige por las leyes del estado donde se encuentra la tienda que vende el vehículo.`,
  },
  'legal/electronic-signature-disclosure': {
    title: 'Aviso sobre la firma electrónica',
    description: 'Su consentimiento para recibir documentos y firmar electrónicamente, y cómo retirarlo.',
    body: `
## Su consentimiento

Al marcar la casilla de consentimiento en uno de nuestros formularios o al firmar electrónicamente, usted acepta recibir
por medios electrónicos las divulgaciones, avisos y documentos sobre su solicitud, su solicitud de crédito o su compra,
y firmarlos electrónicamente. Su firma electrónica tiene el mismo efecto legal que una firma a mano según la ley
federal ESIGN.

## Qué cubre

- Las solicitudes de crédito y las autorizaciones para obtener su reporte de crédito
- Los avisos de privacidad y las divulgaciones que exige la ley
- Los documentos de compra y los contratos de venta a plazos que usted decida firmar electrónicamente

## Equipo y programas que necesita

- Un dispositivo con un navegador web actualizado y conexión a internet
- Una dirección de correo electrónico válida
- Un programa que abra archivos PDF, y una impresora o espacio de almacenamiento para guardar copias

## Copias en papel y retiro del consentimiento

Puede pedir una copia en papel de cualquier documento sin costo, y puede retirar su consentimiento en cualquier
momento escribiendo a info@rockriverauto.example o llamando a cualquiera de nuestras tiendas. Retirar su consentimiento
no afecta los documentos que ya firmó electrónicamente.`,
  },
}
