/** The rooms calls, loaded with their first fetch (get-rooms.ts). */
import { apiRequest } from '../../../lib/api-client';
import { API_PATHS } from '../../../shared/api-paths';
import { roomListResponseDto, roomResponseDto } from './room-dto';
import { toRoom, type Room } from './room-mapper';

/** `GET {api}/api/room/`: every bookable room. */
export async function getRooms(signal?: AbortSignal): Promise<Room[]> {
  const payload = await apiRequest({
    backend: 'api',
    path: API_PATHS.rooms,
    schema: roomListResponseDto,
    signal,
  });
  return payload.data.map(toRoom);
}

/** `GET {api}/api/room/{id}`: one room; rejects with a 404 `ApiError` for an unknown id. */
export async function getRoom(roomId: string, signal?: AbortSignal): Promise<Room> {
  const payload = await apiRequest({
    backend: 'api',
    path: `${API_PATHS.rooms}${encodeURIComponent(roomId)}`,
    schema: roomResponseDto,
    signal,
  });
  return toRoom(payload.data);
}
