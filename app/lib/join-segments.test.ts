import { describe, expect, it } from 'vitest'
import { joinSegments } from './join-segments'

const text = (value: string) => ({ kind: 'text', text: value })

describe('joining instructions as links', () => {
  it('turns an https address into a link, leaving the words around it as text', () => {
    expect(joinSegments('Join at https://meet.example/room-42 a few minutes early.')).toEqual([
      text('Join at '),
      { kind: 'web', text: 'https://meet.example/room-42', href: 'https://meet.example/room-42' },
      text(' a few minutes early.'),
    ])
  })

  it('leaves out the punctuation that ends a sentence or closes a bracket', () => {
    expect(joinSegments('(https://meet.example/x?id=1).')).toEqual([
      text('('),
      { kind: 'web', text: 'https://meet.example/x?id=1', href: 'https://meet.example/x?id=1' },
      text(').'),
    ])
  })

  it('turns phone numbers, international or with the trunk 0, into tel: links without their spaces', () => {
    expect(joinSegments('Call +254 712 345 678 or 0712-345-678.')).toEqual([
      text('Call '),
      { kind: 'phone', text: '+254 712 345 678', href: 'tel:+254712345678' },
      text(' or '),
      { kind: 'phone', text: '0712-345-678', href: 'tel:0712345678' },
      text('.'),
    ])
  })

  it('links nothing else: other schemes, markup, dates, meeting codes and short numbers stay text', () => {
    for (const plain of [
      'http://meet.example/room',
      'javascript:alert(1)',
      'data:text/html,<b>hi</b>',
      '<a href="https://evil.example">click</a>x',
      'tel:+254712345678',
      'On 2026-12-01 at 10:00',
      'Meeting ID 845 1234 5678',
      'Room 0042',
      'https://',
      'Ring 999 or 1199',
    ]) {
      const segments = joinSegments(plain)
      expect(segments.map((segment) => segment.text).join('')).toBe(plain)
      if (plain.startsWith('<a')) {
        // The address inside the markup is linked as an address; the markup itself stays text.
        expect(segments.filter((segment) => segment.kind !== 'text').map((segment) => segment.kind)).toEqual(['web'])
      } else if (plain.startsWith('tel:')) {
        expect(segments.filter((segment) => segment.kind === 'web')).toEqual([])
      } else {
        expect(segments).toEqual([text(plain)])
      }
    }
  })

  it('never takes a number out of a word or an address', () => {
    expect(joinSegments('code A0712345678 and https://meet.example/0712345678')).toEqual([
      text('code A0712345678 and '),
      { kind: 'web', text: 'https://meet.example/0712345678', href: 'https://meet.example/0712345678' },
    ])
  })

  it('keeps line breaks and gives back the whole text, nothing lost or added', () => {
    const instructions = 'Video: https://meet.example/a\nIf it fails, call 0712 345 678\n\nThanks'
    expect(
      joinSegments(instructions)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(instructions)
    expect(joinSegments('')).toEqual([])
  })
})
