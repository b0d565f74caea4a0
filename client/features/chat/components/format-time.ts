const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })

/** A message's time as hour:minute (spec §2). */
export const formatMessageTime = (iso: string) => time.format(new Date(iso))
