package simulate

import (
	"github.com/fairsched/fairsched/core/simcore"
)

func (s *Sim) amount(r Resource) simcore.Amount { return simcore.AmountOf(r, s.types) }
