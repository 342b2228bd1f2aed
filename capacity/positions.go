package capacity

// WithoutPositions clears every position of the model (its values,
// settings, .queues, mappings and facts): for a configuration that has
// no lines, such as the properties a ResourceManager serves, once the
// reader and the rules, which tell a set property by its position, are
// done with it.
func (c *Config) WithoutPositions() {
	for _, q := range c.Queues {
		q.QueuesPos, q.Capacity.Pos, q.MaxCapacity.Pos = Pos{}, Pos{}, Pos{}
		clearValues(q.LabelCapacity)
		clearValues(q.LabelMaxCapacity)
		clearSettings(q.Settings)
	}
	clearSettings(c.Globals)
	clearSettings(c.preemption)
	for i := range c.Mappings {
		c.Mappings[i].Pos = Pos{}
	}
	for i := range c.Facts {
		c.Facts[i].Pos = Pos{}
	}
}

func clearValues(m map[string]Value) {
	for k, v := range m {
		v.Pos = Pos{}
		m[k] = v
	}
}

func clearSettings(m map[string]Setting) {
	for k, s := range m {
		s.Pos = Pos{}
		m[k] = s
	}
}
