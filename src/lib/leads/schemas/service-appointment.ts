/**
 * Service appointment (`/service/schedule`): a new appointment, or a reschedule when the
 * visitor brings the id of an existing one. serviceAppointmentOf gives the
 * snake_case shape for the service scheduler.
 */
import { z } from 'zod'

import {
  LIMITS,
  dateTime,
  optionalDateTime,
  optionalMessage,
  optionalText,
  requiredText,
  vehicleMake,
  vehicleModel,
  vehicleYear,
} from '../validation'

import { contextFields, group, list, userFields } from './common'

/** The most repair lines one appointment may carry. */
export const MAX_REPAIR_LINES = 20

/** One requested job: an operation code when picked from a menu, its name and the visitor's notes. */
export const repairLineSchema = group({
  opCode: optionalText({ max: 32 }),
  name: requiredText({ max: LIMITS.text }),
  notes: optionalMessage(),
})

/** `service-appointment`. */
export const serviceAppointmentSchema = z
  .object({
    ...contextFields,
    ...userFields,
    /** Present when rescheduling an existing appointment. */
    appointmentId: optionalText({ max: LIMITS.id }),
    start: dateTime(),
    end: optionalDateTime(),
    notes: optionalMessage(),
    vehicle: group({ year: vehicleYear(), make: vehicleMake(), model: vehicleModel() }),
    repairLines: list(repairLineSchema, { max: MAX_REPAIR_LINES }).optional(),
  })
  .refine((data) => !data.end || Date.parse(data.end) > Date.parse(data.start), {
    message: 'The end must be after the start',
    path: ['end'],
  })
export type ServiceAppointmentInput = z.input<typeof serviceAppointmentSchema>
export type ServiceAppointmentData = z.output<typeof serviceAppointmentSchema>

/** 'reschedule' when an appointment id exists, otherwise 'new'. */
export function serviceAppointmentKind(data: Pick<ServiceAppointmentData, 'appointmentId'>): 'new' | 'reschedule' {
  return data.appointmentId ? 'reschedule' : 'new'
}

/** The service business block (name, contact name, title, phone and email), from the store settings. */
export interface ServiceBusiness {
  name: string
  contactName?: string
  contactTitle?: string
  contactPhone?: string
  contactEmail?: string
}

/** The appointment in the SPEC's shape (appointment_id, start_datetime, vehicle_arr, repair_order_lines…). */
export function serviceAppointmentOf(data: ServiceAppointmentData, business: ServiceBusiness) {
  return {
    appointment_id: data.appointmentId ?? null,
    start_datetime: data.start,
    end_datetime: data.end ?? null,
    notes_general: data.notes ?? '',
    vehicle_arr: { year: data.vehicle.year, make: data.vehicle.make, model: data.vehicle.model },
    repair_order_lines: (data.repairLines ?? []).map((line) => ({
      op_code: line.opCode ?? '',
      name: line.name,
      notes_narrative: line.notes ?? '',
    })),
    business,
  }
}
