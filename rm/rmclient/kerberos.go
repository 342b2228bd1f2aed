package rmclient

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jcmturner/gokrb5/v8/client"
	"github.com/jcmturner/gokrb5/v8/config"
	"github.com/jcmturner/gokrb5/v8/credentials"
	"github.com/jcmturner/gokrb5/v8/keytab"
)

// Kerberos are the credentials for a ResourceManager that asks for
// Kerberos (SPNEGO, "WWW-Authenticate: Negotiate"), as curl --negotiate
// and Hadoop's clients use them. Nothing is read before the RM asks, and
// nothing is written anywhere.
type Kerberos struct {
	// Keytab and Principal log in with a keytab (--rm-keytab,
	// --rm-principal); empty Keytab means the ticket cache (KRB5CCNAME,
	// else krb5.conf's default_ccache_name, else /tmp/krb5cc_UID).
	Keytab, Principal string
	// SPN is the RM's service principal (--rm-spn); empty means
	// HTTP/<host of the URL>, the host canonicalized as MIT Kerberos does
	// for curl --negotiate (krb5.conf's dns_canonicalize_hostname, rdns).
	SPN string
	// Getenv reads KRB5_CONFIG and KRB5CCNAME; nil means os.Getenv.
	Getenv func(string) string
}

// defaultKrb5Conf is krb5.conf without KRB5_CONFIG.
const defaultKrb5Conf = "/etc/krb5.conf"

// login is a Kerberos client ready to ask for service tickets.
type login struct {
	client    *client.Client
	principal string // user@REALM, for messages
}

func (k Kerberos) getenv(name string) string {
	if k.Getenv == nil {
		return os.Getenv(name)
	}
	return k.Getenv(name)
}

// logIn loads krb5.conf and the credentials: a keytab login (one AS
// exchange with the KDC) or the ticket cache, whose ticket-granting
// ticket must not have expired.
func (k Kerberos) logIn() (*login, error) {
	cfg, err := k.config()
	if err != nil {
		return nil, err
	}
	settings := []func(*client.Settings){client.DisablePAFXFAST(true)}
	if k.Keytab != "" {
		return k.keytabLogin(cfg, settings)
	}
	path, err := k.ccachePath()
	if err != nil {
		return nil, err
	}
	cc, err := credentials.LoadCCache(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &KerberosError{Problem: NoTicket, Detail: "no ticket cache " + path}
	}
	if err != nil {
		return nil, &KerberosError{Problem: NoTicket, Detail: fmt.Sprintf("ticket cache %s cannot be read: %v", path, err)}
	}
	principal := cc.DefaultPrincipal.PrincipalName.PrincipalNameString() + "@" + cc.DefaultPrincipal.Realm
	if err := checkTGT(cc, principal, time.Now()); err != nil {
		return nil, err
	}
	cl, err := client.NewFromCCache(cc, cfg, settings...)
	if err != nil {
		return nil, &KerberosError{Problem: NoTicket, Principal: principal, Detail: fmt.Sprintf("ticket cache %s: %v", path, err)}
	}
	return &login{client: cl, principal: principal}, nil
}

// keytabLogin logs Principal in with the key of Keytab.
func (k Kerberos) keytabLogin(cfg *config.Config, settings []func(*client.Settings)) (*login, error) {
	kt, err := keytab.Load(k.Keytab)
	if err != nil {
		return nil, &KerberosError{Problem: BadKeytab, Detail: fmt.Sprintf("cannot read the keytab %s: %v", k.Keytab, err)}
	}
	user, realm := splitPrincipal(k.Principal, cfg.LibDefaults.DefaultRealm)
	principal := user + "@" + realm
	if realm == "" {
		return nil, &KerberosError{Problem: BadConfig, Detail: fmt.Sprintf("--rm-principal %s names no realm and krb5.conf has no default_realm: write NAME@REALM", k.Principal)}
	}
	cl := client.NewWithKeytab(user, realm, kt, cfg, settings...)
	if err := cl.Login(); err != nil {
		return nil, classify(err, principal, "")
	}
	return &login{client: cl, principal: principal}, nil
}

// config reads krb5.conf: KRB5_CONFIG (a colon-separated list, as MIT
// reads it: the files that exist, in order) or /etc/krb5.conf.
func (k Kerberos) config() (*config.Config, error) {
	list := k.getenv("KRB5_CONFIG")
	if list == "" {
		list = defaultKrb5Conf
	}
	var text strings.Builder
	var read []string
	for _, path := range strings.Split(list, ":") {
		if path == "" {
			continue
		}
		b, err := os.ReadFile(path)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, &KerberosError{Problem: BadConfig, Detail: fmt.Sprintf("cannot read %s: %v", path, err)}
		}
		text.Write(b)
		text.WriteString("\n")
		read = append(read, path)
	}
	if len(read) == 0 {
		return nil, &KerberosError{Problem: BadConfig, Detail: fmt.Sprintf("no Kerberos configuration: %s does not exist (set KRB5_CONFIG to your krb5.conf)", list)}
	}
	cfg, err := config.NewFromString(text.String())
	var unsupported config.UnsupportedDirective
	if err != nil && !errors.As(err, &unsupported) {
		return nil, &KerberosError{Problem: BadConfig, Detail: fmt.Sprintf("%s: %v", strings.Join(read, ", "), err)}
	}
	return cfg, nil
}

// defaultCCacheName matches krb5.conf's default_ccache_name relation;
// compiled when first needed, not at every start-up.
var defaultCCacheName = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^\s*default_ccache_name\s*=\s*(\S+)`)
})

// ccachePath is the ticket cache file: KRB5CCNAME, else krb5.conf's
// default_ccache_name, else MIT's default /tmp/krb5cc_UID. Only FILE
// caches can be read; a KEYRING, KCM, DIR or other cache is an error
// saying how to get a file one.
func (k Kerberos) ccachePath() (string, error) {
	name := k.getenv("KRB5CCNAME")
	if name == "" {
		name = k.configuredCCache()
	}
	if name == "" {
		name = "FILE:/tmp/krb5cc_%{uid}"
	}
	uid := strconv.Itoa(os.Getuid())
	name = strings.NewReplacer("%{uid}", uid, "%{euid}", strconv.Itoa(os.Geteuid()), "%{TEMP}", os.TempDir()).Replace(name)
	kind, path, ok := strings.Cut(name, ":")
	if !ok || strings.HasPrefix(name, "/") {
		return name, nil
	}
	if kind != "FILE" {
		return "", &KerberosError{Problem: NoTicket, Detail: fmt.Sprintf("the ticket cache %s is of type %s, which fairsched cannot read: kinit -c FILE:/tmp/krb5cc_%s and set KRB5CCNAME=FILE:/tmp/krb5cc_%s, or pass --rm-keytab and --rm-principal", name, kind, uid, uid)}
	}
	return path, nil
}

// configuredCCache is default_ccache_name of the first krb5.conf that
// sets it (gokrb5's Config does not keep it).
func (k Kerberos) configuredCCache() string {
	list := k.getenv("KRB5_CONFIG")
	if list == "" {
		list = defaultKrb5Conf
	}
	for _, path := range strings.Split(list, ":") {
		if b, err := os.ReadFile(path); err == nil {
			if m := defaultCCacheName().FindSubmatch(b); m != nil {
				return string(m[1])
			}
		}
	}
	return ""
}

// checkTGT fails when the cache holds no ticket-granting ticket for its
// principal's realm, or when that ticket has expired at now.
func checkTGT(cc *credentials.CCache, principal string, now time.Time) error {
	realm := cc.DefaultPrincipal.Realm
	for _, c := range cc.GetEntries() {
		names := c.Server.PrincipalName.NameString
		if len(names) != 2 || names[0] != "krbtgt" || names[1] != realm {
			continue
		}
		if !c.EndTime.After(now) {
			return &KerberosError{Problem: Expired, Principal: principal, Detail: "expired at " + c.EndTime.UTC().Format(time.DateTime) + " UTC"}
		}
		return nil
	}
	return &KerberosError{Problem: NoTicket, Principal: principal, Detail: "the ticket cache holds no ticket-granting ticket for " + realm}
}

// splitPrincipal splits NAME@REALM; a name without a realm is in
// defaultRealm.
func splitPrincipal(p, defaultRealm string) (name, realm string) {
	if i := strings.LastIndex(p, "@"); i >= 0 {
		return p[:i], p[i+1:]
	}
	return p, defaultRealm
}
