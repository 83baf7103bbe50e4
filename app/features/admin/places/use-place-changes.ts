import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { AdminPlace, PlaceInput } from '../../../../api/contract/schemas/places'
import { callApi } from '../../../lib/api-client'
import { queryRoots } from '../../../lib/query-keys'
import { toast } from '../../../lib/toasts'
import { adminPlacesKeys } from './queries'

/** After any change, whatever the answer: the admin list and every public read of places are read again. */
const refreshPlaces = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminPlacesKeys.list }),
    queryClient.invalidateQueries({ queryKey: queryRoots.places }),
  ])

/**
 * POST /api/admin/places, or PATCH /api/admin/places/{placeId} for the place being edited. Its
 * form shows a refusal (the field errors beside their fields), so no failure toast.
 */
export function useSavePlace(editing: AdminPlace | null) {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: PlaceInput) =>
      editing ? callApi('updatePlace', { params: { placeId: editing.id }, body }) : callApi('createPlace', { body }),
    onSuccess: (place) => toast({ title: editing ? t`${place.name} is saved` : t`${place.name} is added` }),
    onSettled: () => refreshPlaces(queryClient),
  })
}

/** DELETE /api/admin/places/{placeId}: the place leaves every list and page (204). */
export function useRetirePlace() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (place: AdminPlace) => callApi('retirePlace', { params: { placeId: place.id } }),
    onSuccess: (_answer, place) => toast({ title: t`${place.name} is retired` }),
    meta: { failureFallback: t`The place could not be retired. Please try again.` },
    onSettled: () => refreshPlaces(queryClient),
  })
}
