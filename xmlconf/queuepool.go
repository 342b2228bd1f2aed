package xmlconf

// queuePool hands out the Queue values of the queue elements. A Queue is
// half a kilobyte, and on a large file the first write to each one is a page
// fault; the reader stage has time to spare while it waits for the
// tokenizer, so it reserves and touches the memory for every queue element
// it sees, and the interpretation, which runs alone afterwards, finds it
// ready.
type queuePool struct {
	chunks [][]Queue
	seen   int // queue elements reserved for
	room   int // Queues the chunks hold
	next   int // Queues handed out
	cur    int // the chunk they are handed out of
	off    int // Queues handed out of it
}

// queueChunk is how many Queues one reservation holds. A reservation is a
// large allocation, rounded up to whole 8 KiB pages: 256 Queues of 544
// bytes fill 17 pages exactly, where 64 left 15% of every reservation
// unused (TestQueueChunkFillsPages).
const queueChunk = 256

// firstQueueChunk is how many Queues the first reservation holds, so that a
// small file does not reserve (and touch) a whole queueChunk.
const firstQueueChunk = 16

// reserve makes room for one more queue element.
func (qp *queuePool) reserve() {
	if qp.seen == qp.room {
		n := queueChunk
		if len(qp.chunks) == 0 {
			n = firstQueueChunk
		}
		chunk := make([]Queue, n)
		for i := range chunk {
			// Touch every page now, by a write (a read would map the
			// kernel's zero page, to be copied at the first write) of the
			// value already there, so get need not clear the Queue.
			chunk[i].Weight.Val = 0
		}
		qp.chunks = append(qp.chunks, chunk)
		qp.room += n
	}
	qp.seen++
}

// get returns a Queue that sets nothing (see newQueue), from the reserved
// memory while it lasts (each Queue there is handed out once, as make
// zeroed it).
func (qp *queuePool) get() *Queue {
	if qp == nil || qp.cur == len(qp.chunks) {
		return newQueue()
	}
	c := qp.chunks[qp.cur]
	q := &c[qp.off]
	qp.next++
	if qp.off++; qp.off == len(c) {
		qp.cur, qp.off = qp.cur+1, 0
	}
	q.QueueExtras, q.QueueStatus = &noExtras, &created
	return q
}

// extras returns q's own QueueExtras, for a setting to be written in,
// giving q one on the first write (from a slab: on a file whose every queue
// sets one, they would otherwise be as many allocations).
func (p *parser) extras(q *Queue) *QueueExtras {
	if q.QueueExtras == &noExtras {
		q.QueueExtras = p.extrasSlab.next()
	}
	return q.QueueExtras
}

// oneDecl returns a Decls slice holding d alone, carved from an array (one
// allocation per queue was 48 bytes and a malloc each). Its capacity is one,
// so a later append (merge) copies it instead of writing over the next.
func (p *parser) oneDecl(d Decl) []Decl {
	if len(p.decls) == 0 {
		p.decls = make([]Decl, slabSize)
	}
	s := p.decls[:1:1]
	p.decls = p.decls[1:]
	s[0] = d
	return s
}
