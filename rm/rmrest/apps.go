package rmrest

import (
	"encoding/json"
	"fmt"
)

// App is one AppInfo of the apps response (ws/v1/cluster/apps): the
// members fairsched reads. The members a Hadoop release may leave out are
// pointers, nil when the response lacks them.
type App struct {
	ID              string       `json:"id"`
	Name            string       `json:"name"` // the application's name
	User            *string      `json:"user"`
	Queue           *string      `json:"queue"`
	State           string       `json:"state"`
	AllocatedMB     *int64       `json:"allocatedMB"`
	AllocatedVCores *int64       `json:"allocatedVCores"`
	Running         *int         `json:"runningContainers"`
	Requests        []AppRequest `json:"resourceRequests"`
}

// AppRequest is one ResourceRequestInfo of an app: how many containers of
// which size it asks for where (resourceName "*" is the ANY level).
type AppRequest struct {
	Capability    RequestResource `json:"capability"`
	NumContainers int             `json:"numContainers"`
	ResourceName  string          `json:"resourceName"`
}

// RequestResource is a request's capability, nil where it lacks a member.
type RequestResource struct {
	Memory *int64 `json:"memory"`
	VCores *int64 `json:"vCores"`
}

// DecodeApps decodes an apps response, JSON or XML, once for every
// command that reads one. "apps": null, which the ResourceManager sends
// when no app matches, is no app; a response without an "apps" member at
// all is a *MissingFieldsError, so a caller that also takes other formats
// can tell it is not an apps response.
func DecodeApps(data []byte) ([]App, error) {
	var doc struct {
		Apps json.RawMessage `json:"apps"`
	}
	if err := Decode("apps response", data, &doc); err != nil {
		return nil, err
	}
	if doc.Apps == nil {
		return nil, &MissingFieldsError{File: "apps response", Fields: []string{"apps"}}
	}
	var list struct {
		App []App `json:"app"`
	}
	if err := json.Unmarshal(doc.Apps, &list); err != nil {
		return nil, fmt.Errorf("apps response: %w", err)
	}
	return list.App, nil
}
