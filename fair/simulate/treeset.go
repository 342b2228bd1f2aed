package simulate

// treeSetOrder returns items in the order a java.util.TreeSet built with
// cmp iterates them after adding them one by one in the given order: a
// red-black tree insertion (the textbook algorithm TreeMap uses), then an
// in-order walk. With a consistent comparator this is simply the sorted
// order; with an inconsistent one (DRF before YARN-11482, NaN ties) it is
// what Hadoop's FSParentQueue and FSLeafQueue really iterate. An item that
// compares 0 with one already in the set is dropped, as TreeSet drops it.
func treeSetOrder(items []*sched, cmp func(a, b *sched) int, out []*sched) []*sched {
	t := rbTree{cmp: cmp, nodes: make([]rbNode, 0, len(items))}
	for _, s := range items {
		t.put(s)
	}
	return t.inOrder(out[:0])
}

const nilNode = -1

type rbNode struct {
	key                 *sched
	left, right, parent int
	black               bool
}

type rbTree struct {
	cmp   func(a, b *sched) int
	nodes []rbNode
	root  int
}

func (t *rbTree) put(key *sched) {
	if len(t.nodes) == 0 {
		t.nodes = append(t.nodes, rbNode{key: key, left: nilNode, right: nilNode, parent: nilNode, black: true})
		t.root = 0
		return
	}
	cur, parent, c := t.root, nilNode, 0
	for cur != nilNode {
		parent = cur
		c = t.cmp(key, t.nodes[cur].key)
		switch {
		case c < 0:
			cur = t.nodes[cur].left
		case c > 0:
			cur = t.nodes[cur].right
		default:
			return
		}
	}
	x := len(t.nodes)
	t.nodes = append(t.nodes, rbNode{key: key, left: nilNode, right: nilNode, parent: parent})
	if c < 0 {
		t.nodes[parent].left = x
	} else {
		t.nodes[parent].right = x
	}
	t.fixAfterInsertion(x)
}

func (t *rbTree) parentOf(x int) int {
	if x == nilNode {
		return nilNode
	}
	return t.nodes[x].parent
}

func (t *rbTree) isBlack(x int) bool { return x == nilNode || t.nodes[x].black }

func (t *rbTree) setBlack(x int, b bool) {
	if x != nilNode {
		t.nodes[x].black = b
	}
}

func (t *rbTree) child(x int, left bool) int {
	if x == nilNode {
		return nilNode
	}
	if left {
		return t.nodes[x].left
	}
	return t.nodes[x].right
}

// fixAfterInsertion restores the red-black properties after x (red) was
// linked in; the two mirror cases are one loop with a direction flag.
func (t *rbTree) fixAfterInsertion(x int) {
	for x != nilNode && x != t.root && !t.isBlack(t.parentOf(x)) {
		p := t.parentOf(x)
		g := t.parentOf(p)
		left := p == t.child(g, true)
		y := t.child(g, !left)
		if !t.isBlack(y) {
			t.setBlack(p, true)
			t.setBlack(y, true)
			t.setBlack(g, false)
			x = g
			continue
		}
		if x == t.child(p, !left) {
			x = p
			t.rotate(x, left)
		}
		p = t.parentOf(x)
		g = t.parentOf(p)
		t.setBlack(p, true)
		t.setBlack(g, false)
		t.rotate(g, !left)
	}
	t.nodes[t.root].black = true
}

// rotate turns x's right child (left rotation) or left child (right
// rotation) into x's parent.
func (t *rbTree) rotate(x int, leftRotation bool) {
	if x == nilNode {
		return
	}
	n := &t.nodes[x]
	r := n.right
	if !leftRotation {
		r = n.left
	}
	rn := &t.nodes[r]
	inner := rn.left
	if !leftRotation {
		inner = rn.right
	}
	if leftRotation {
		n.right = inner
	} else {
		n.left = inner
	}
	if inner != nilNode {
		t.nodes[inner].parent = x
	}
	rn.parent = n.parent
	switch {
	case n.parent == nilNode:
		t.root = r
	case t.nodes[n.parent].left == x:
		t.nodes[n.parent].left = r
	default:
		t.nodes[n.parent].right = r
	}
	if leftRotation {
		rn.left = x
	} else {
		rn.right = x
	}
	n.parent = r
}

func (t *rbTree) inOrder(out []*sched) []*sched {
	var stack []int
	cur := t.root
	if len(t.nodes) == 0 {
		return out
	}
	for cur != nilNode || len(stack) > 0 {
		for cur != nilNode {
			stack = append(stack, cur)
			cur = t.nodes[cur].left
		}
		cur = stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, t.nodes[cur].key)
		cur = t.nodes[cur].right
	}
	return out
}
