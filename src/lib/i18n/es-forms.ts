/**
 * Spanish of the lead forms' visible texts (labels, hints, buttons, steps, disclaimers, toasts), keyed by the
 * English text the components pass to `tr()` (src/components/i18n/use-translate.client.ts). Keyed by text so the
 * English site keeps its exact words; tests/int/i18n-forms.int.spec.ts checks every `tr('…')` literal is here.
 */
export const ES_FORMS: Readonly<Record<string, string>> = {
  // Toasts
  'Message sent!': '¡Mensaje enviado!',
  'Your message was succesfully sent. Someone from our dealership team will contact with you soon.':
    'Su mensaje se envió correctamente. Una persona de nuestro concesionario se comunicará con usted pronto.',
  'Something went wrong': 'Algo salió mal',
  'There was an error sending your information. Please try again or call us.':
    'Hubo un error al enviar su información. Inténtelo de nuevo o llámenos.',
  'Test Drive Scheduled': 'Prueba de manejo programada',
  'Someone from our dealership team will reach out to confirm your test drive.':
    'Una persona de nuestro concesionario se comunicará con usted para confirmar su prueba de manejo.',
  'There was an error scheduling your test drive. Please try again or call us.':
    'Hubo un error al programar su prueba de manejo. Inténtelo de nuevo o llámenos.',
  'Thank you! Your submission has been received!': '¡Gracias! ¡Recibimos su solicitud!',
  'Oops! Something went wrong while submitting the form.': '¡Ups! Algo salió mal al enviar el formulario.',
  'Appointment requested': 'Cita solicitada',
  'Someone from our service team will reach out to confirm your appointment.':
    'Una persona de nuestro equipo de servicio se comunicará con usted para confirmar su cita.',
  'There was an error saving your information.': 'Hubo un error al guardar su información.',
  'Prices unlocked': 'Precios desbloqueados',
  'Your personalised prices are now shown.': 'Ahora se muestran sus precios personalizados.',
  'Access Granted!': '¡Acceso concedido!',
  'Application received': 'Solicitud recibida',
  'Thank you! Your pre-approval application was sent. Someone from our finance team will contact you within 24-48 hours.':
    '¡Gracias! Su solicitud de preaprobación fue enviada. Una persona de nuestro equipo de finanzas se comunicará con usted en un plazo de 24 a 48 horas.',
  'Application already on file': 'Solicitud ya registrada',
  'We already have this application from you, so nothing new was sent. Our finance team will contact you soon; change any detail and send the form again to update it.':
    'Ya tenemos esta solicitud suya, así que no se envió nada nuevo. Nuestro equipo de finanzas se comunicará con usted pronto; cambie cualquier dato y envíe el formulario de nuevo para actualizarla.',
  'Your store could not be saved. Please try again.': 'No se pudo guardar su tienda. Inténtelo de nuevo.',
  // Shared fields
  'All fields are required.': 'Todos los campos son obligatorios.',
  'First name': 'Nombre',
  'Last name': 'Apellido',
  Email: 'Correo electrónico',
  Phone: 'Teléfono',
  'Sending…': 'Enviando…',
  'By providing a cell phone number, you consent to receive calls and text messages from us, including by auto-dialer and prerecorded messages. Standard message and data rates may apply.':
    'Al proporcionar un número de teléfono celular, usted acepta recibir llamadas y mensajes de texto de nosotros, incluso mediante marcador automático y mensajes pregrabados. Pueden aplicarse tarifas estándar de mensajes y datos.',
  // Contact
  'Inquiry type': 'Tipo de consulta',
  'Choose a topic': 'Elija un tema',
  Message: 'Mensaje',
  'Send message': 'Enviar mensaje',
  'Purchasing a vehicle': 'Comprar un vehículo',
  'Financing options': 'Opciones de financiamiento',
  'Trade appraisal': 'Tasación de vehículo a cuenta',
  'Selling my car': 'Vender mi auto',
  'Recent vehicle purchase': 'Compra reciente de vehículo',
  'Billing issues': 'Problemas de facturación',
  'General questions': 'Preguntas generales',
  'Continue browsing': 'Seguir navegando',
  'Got it': 'Entendido',
  'Hide the {text} tab': 'Ocultar la pestaña {text}',
  'Thank you. Our team will share the vehicles of our private reserve with you shortly.':
    'Gracias. Nuestro equipo le compartirá en breve los vehículos de nuestra reserva privada.',
  // Buttons and shared words
  Send: 'Enviar',
  Back: 'Atrás',
  Next: 'Siguiente',
  Continue: 'Continuar',
  Close: 'Cerrar',
  Maximize: 'Maximizar',
  'Move dialog': 'Mover el cuadro de diálogo',
  'Arrow keys move the dialog by 10 pixels, or 50 with Shift; Home puts it back.':
    'Las flechas mueven el cuadro de diálogo 10 píxeles, o 50 con Mayús; Inicio lo devuelve a su sitio.',
  Edit: 'Editar',
  None: 'Ninguno',
  'Saving…': 'Guardando…',
  'Message (optional)': 'Mensaje (opcional)',
  'Personal details': 'Datos personales',
  'See my payments': 'Ver mis pagos',
  'Cookie Policy': 'Política de cookies',
  'Cookie settings': 'Configuración de cookies',
  // Popups: UserLead / UserLeadPhoneVerification
  'Step 1 of 2: Verify your cell phone': 'Paso 1 de 2: Verifique su teléfono celular',
  'Step 2 of 2: Your details': 'Paso 2 de 2: Sus datos',
  'Verify your cell phone in step 1 to fill in and send this form.':
    'Verifique su teléfono celular en el paso 1 para completar y enviar este formulario.',
  // Unlock
  'Unlock inventory': 'Desbloquear inventario',
  'Unlock price': 'Desbloquear precio',
  ' of the {title}': ' del {title}',
  'Get access': 'Obtener acceso',
  'Show my price': 'Ver mi precio',
  'Unlocking…': 'Desbloqueando…',
  'Price: ': 'Precio: ',
  'was ': 'antes ',
  'Loading price…': 'Cargando precio…',
  'See your personalised price on the {title} and every vehicle you browse.':
    'Vea su precio personalizado del {title} y de cada vehículo que consulte.',
  // Test drive
  'Schedule a test drive': 'Programar una prueba de manejo',
  'Schedule test drive': 'Programar prueba de manejo',
  'Scheduling…': 'Programando…',
  'Choose a day': 'Elija un día',
  'Choose a time': 'Elija una hora',
  'Confirm your details': 'Confirme sus datos',
  'Test drive scheduled': 'Prueba de manejo programada',
  'Step {number} of 3': 'Paso {number} de 3',
  'Available days': 'Días disponibles',
  'Available times': 'Horarios disponibles',
  Morning: 'Mañana',
  Afternoon: 'Tarde',
  Evening: 'Noche',
  'Times are in {zone}.': 'Los horarios están en {zone}.',
  'Times are in {zone} at our {location} location.': 'Los horarios están en {zone} en nuestra sucursal de {location}.',
  'You asked to test drive the {vehicle} on': 'Usted pidió una prueba de manejo del {vehicle} el',
  ' at our {location} location': ' en nuestra sucursal de {location}',
  '. Someone from our team will reach out to confirm.':
    '. Una persona de nuestro equipo se comunicará con usted para confirmar.',
  'Online scheduling is not available for this vehicle right now.':
    'La programación en línea no está disponible para este vehículo en este momento.',
  'Call us to book a test drive:': 'Llámenos para reservar una prueba de manejo:',
  'Please call us to book a test drive.': 'Llámenos para reservar una prueba de manejo.',
  'Call sales': 'Llamar a ventas',
  // Careers
  'All fields are required except the message.': 'Todos los campos son obligatorios excepto el mensaje.',
  Position: 'Puesto',
  'Choose a position': 'Elija un puesto',
  Resume: 'Currículum',
  'PDF, DOC or DOCX, up to 5 MB.': 'PDF, DOC o DOCX, de hasta 5 MB.',
  'Submit application': 'Enviar solicitud',
  // Service appointment
  'Your vehicle': 'Su vehículo',
  'About you': 'Sobre usted',
  Year: 'Año',
  Make: 'Marca',
  Model: 'Modelo',
  Mileage: 'Millaje',
  'Anything else we should know? (optional)': '¿Algo más que debamos saber? (opcional)',
  'Appointment number (to reschedule)': 'Número de cita (para reprogramar)',
  'Leave empty for a new appointment.': 'Déjelo vacío para una cita nueva.',
  'Request appointment': 'Solicitar cita',
  'Request reschedule': 'Solicitar reprogramación',
  'Reschedule requested': 'Reprogramación solicitada',
  'You asked for service on': 'Usted pidió servicio el',
  '. Someone from our service team will reach out to confirm.':
    '. Una persona de nuestro equipo de servicio se comunicará con usted para confirmar.',
  'Schedule another appointment': 'Programar otra cita',
  'What does your vehicle need? (optional)': '¿Qué necesita su vehículo? (opcional)',
  'Oil and filter change': 'Cambio de aceite y filtro',
  'Tire rotation': 'Rotación de llantas',
  'Brake inspection': 'Inspección de frenos',
  'Battery test': 'Prueba de batería',
  'Check engine light': 'Luz de revisión del motor',
  'Multi-point inspection': 'Inspección de varios puntos',
  When: 'Cuándo',
  Day: 'Día',
  Time: 'Hora',
  'No open days': 'No hay días disponibles',
  'Service location': 'Sucursal de servicio',
  'Choose a location': 'Elija una sucursal',
  'No appointment times are open online in the next two weeks.':
    'No hay horarios de cita disponibles en línea en las próximas dos semanas.',
  'Please call us:': 'Llámenos:',
  'Please call us.': 'Llámenos, por favor.',
  'Call service': 'Llamar a servicio',
}
