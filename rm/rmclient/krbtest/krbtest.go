package krbtest

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Realm is the test realm's name.
const Realm = "FAIRSCHED.TEST"

// The principals the realm holds. Alice may read the test RM; bob is
// known to the KDC but refused by the RM (403); HTTP/other is a service
// principal the KDC knows and the RM holds no key for.
const (
	Alice       = "alice"
	Bob         = "bob"
	ServiceSPN  = "HTTP/localhost"
	OtherSPN    = "HTTP/other"
	masterPass  = "fairsched-test-master"
	startupWait = 10 * time.Second
)

// tools are the MIT programs the realm needs.
var tools = []string{"krb5kdc", "kdb5_util", "kadmin.local", "kinit"}

// KDC is a running test realm.
type KDC struct {
	// Dir is the temporary directory of the realm's files.
	Dir string
	// Port is the KDC's UDP and TCP port on 127.0.0.1.
	Port int
	// Krb5Conf is a krb5.conf naming the KDC (rdns on, as MIT's default).
	Krb5Conf string
	// ServiceKeytab holds HTTP/localhost's key; AliceKeytab and
	// BobKeytab the users' keys.
	ServiceKeytab, AliceKeytab, BobKeytab string
	cmd                                   *exec.Cmd
	done                                  chan struct{}
}

// Find returns the path of every MIT tool, or the reason they are not
// all there.
func Find() (map[string]string, error) {
	paths := map[string]string{}
	for _, t := range tools {
		p, err := exec.LookPath(t)
		if err != nil {
			for _, dir := range []string{"/usr/sbin", "/usr/bin"} {
				if _, serr := os.Stat(filepath.Join(dir, t)); serr == nil {
					p, err = filepath.Join(dir, t), nil
					break
				}
			}
		}
		if err != nil {
			return nil, fmt.Errorf("%s not found: install Debian's krb5-kdc, krb5-admin-server and krb5-user (scripts/install-krb5.sh)", t)
		}
		paths[t] = p
	}
	return paths, nil
}

// Start creates the realm and starts its KDC; the test's clean-up stops
// it. Without the MIT tools the test is skipped, saying so.
func Start(t testing.TB) *KDC {
	t.Helper()
	paths, err := Find()
	if err != nil {
		t.Skipf("SKIPPED: the real-KDC test needs MIT Kerberos: %v", err)
	}
	k := &KDC{Dir: t.TempDir()}
	if err := k.create(paths); err != nil {
		t.Fatal(err)
	}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		if lastErr = k.start(paths["krb5kdc"]); lastErr == nil {
			t.Cleanup(k.Stop)
			return k
		}
	}
	t.Fatalf("krb5kdc: %v", lastErr)
	return nil
}

// Env returns the environment of the MIT tools for this realm, with the
// ticket cache cc.
func (k *KDC) Env(cc string) []string {
	return append(os.Environ(),
		"KRB5_CONFIG="+k.Krb5Conf,
		"KRB5_KDC_PROFILE="+filepath.Join(k.Dir, "kdc.conf"),
		"KRB5CCNAME=FILE:"+cc,
	)
}

// create writes the configuration and the database with its principals
// and keytabs.
func (k *KDC) create(paths map[string]string) error {
	port, err := freePort()
	if err != nil {
		return err
	}
	k.Port = port
	k.Krb5Conf = filepath.Join(k.Dir, "krb5.conf")
	k.ServiceKeytab = filepath.Join(k.Dir, "http.keytab")
	k.AliceKeytab = filepath.Join(k.Dir, "alice.keytab")
	k.BobKeytab = filepath.Join(k.Dir, "bob.keytab")
	if err := k.writeConf(); err != nil {
		return err
	}
	env := k.Env(filepath.Join(k.Dir, "unused-cc"))
	if err := run(env, paths["kdb5_util"], "create", "-s", "-r", Realm, "-P", masterPass); err != nil {
		return err
	}
	queries := []string{
		"addprinc -randkey " + Alice, "ktadd -k " + k.AliceKeytab + " " + Alice,
		"addprinc -randkey " + Bob, "ktadd -k " + k.BobKeytab + " " + Bob,
		"addprinc -randkey " + ServiceSPN, "ktadd -k " + k.ServiceKeytab + " " + ServiceSPN,
		"addprinc -randkey " + OtherSPN,
	}
	if spn := loopbackSPN(); spn != ServiceSPN {
		// This machine's 127.0.0.1 is not named localhost: the RM's
		// keytab holds the principal an http://127.0.0.1 URL asks for too.
		queries = append(queries, "addprinc -randkey "+spn, "ktadd -k "+k.ServiceKeytab+" "+spn)
	}
	for _, q := range queries {
		if err := run(env, paths["kadmin.local"], "-r", Realm, "-q", q); err != nil {
			return err
		}
	}
	return nil
}

// writeConf writes kdc.conf (the KDC's ports, database and log in Dir)
// and krb5.conf (the realm's KDC on 127.0.0.1).
func (k *KDC) writeConf() error {
	kdcConf := fmt.Sprintf(`[kdcdefaults]
	kdc_ports = %[1]d
	kdc_tcp_ports = %[1]d
	kdc_listen = 127.0.0.1:%[1]d
	kdc_tcp_listen = 127.0.0.1:%[1]d

[realms]
	%[2]s = {
		database_name = %[3]s/principal
		key_stash_file = %[3]s/stash
		acl_file = %[3]s/kadm5.acl
		max_life = 1h
		max_renewable_life = 0
		supported_enctypes = aes256-cts-hmac-sha1-96:normal aes128-cts-hmac-sha1-96:normal
	}

[logging]
	kdc = FILE:%[3]s/kdc.log
	admin_server = FILE:%[3]s/kadmin.log
	default = FILE:%[3]s/krb5.log
`, k.Port, Realm, k.Dir)
	krb5Conf := fmt.Sprintf(`[libdefaults]
	default_realm = %[2]s
	dns_lookup_kdc = false
	dns_lookup_realm = false
	rdns = true
	udp_preference_limit = 1
	default_tkt_enctypes = aes256-cts-hmac-sha1-96 aes128-cts-hmac-sha1-96
	default_tgs_enctypes = aes256-cts-hmac-sha1-96 aes128-cts-hmac-sha1-96
	permitted_enctypes = aes256-cts-hmac-sha1-96 aes128-cts-hmac-sha1-96

[realms]
	%[2]s = {
		kdc = 127.0.0.1:%[1]d
	}
`, k.Port, Realm)
	if err := os.WriteFile(filepath.Join(k.Dir, "kdc.conf"), []byte(kdcConf), 0o600); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(k.Dir, "kadm5.acl"), nil, 0o600); err != nil {
		return err
	}
	return os.WriteFile(k.Krb5Conf, []byte(krb5Conf), 0o600)
}

// start runs krb5kdc in the foreground and waits until it accepts TCP
// connections; a KDC that stops first is an error (another process may
// have taken the port: a new port is picked for the next attempt).
func (k *KDC) start(krb5kdc string) error {
	k.cmd = exec.Command(krb5kdc, "-n", "-r", Realm)
	k.cmd.Env = k.Env(filepath.Join(k.Dir, "unused-cc"))
	var out bytes.Buffer
	k.cmd.Stdout, k.cmd.Stderr = &out, &out
	if err := k.cmd.Start(); err != nil {
		return err
	}
	k.done = make(chan struct{})
	go func() { _ = k.cmd.Wait(); close(k.done) }()
	deadline := time.Now().Add(startupWait)
	for time.Now().Before(deadline) {
		select {
		case <-k.done:
			return k.retry(fmt.Errorf("stopped at start-up: %s", strings.TrimSpace(out.String())))
		default:
		}
		if c, err := net.DialTimeout("tcp", k.Addr(), 200*time.Millisecond); err == nil {
			c.Close()
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	k.Stop()
	return fmt.Errorf("no answer on %s within %v", k.Addr(), startupWait)
}

// retry picks a new port for the next start.
func (k *KDC) retry(err error) error {
	if port, perr := freePort(); perr == nil {
		k.Port = port
		if werr := k.writeConf(); werr != nil {
			return werr
		}
	}
	return err
}

// Addr is the KDC's address.
func (k *KDC) Addr() string { return "127.0.0.1:" + strconv.Itoa(k.Port) }

// Stop kills the KDC and waits for it.
func (k *KDC) Stop() {
	if k.cmd == nil || k.cmd.Process == nil {
		return
	}
	select {
	case <-k.done:
		return
	default:
	}
	_ = k.cmd.Process.Kill()
	<-k.done
}

// Kinit gets a ticket for principal with its keytab into a new ticket
// cache file in Dir and returns the file's path; lifetime, when not
// empty, is kinit's -l (e.g. "2s").
func (k *KDC) Kinit(t testing.TB, principal, keytab, lifetime string) string {
	t.Helper()
	paths, err := Find()
	if err != nil {
		t.Skipf("SKIPPED: %v", err)
	}
	cc := filepath.Join(k.Dir, fmt.Sprintf("cc-%s-%d", principal, time.Now().UnixNano()))
	args := []string{"-k", "-t", keytab}
	if lifetime != "" {
		args = append(args, "-l", lifetime)
	}
	if err := run(k.Env(cc), paths["kinit"], append(args, principal)...); err != nil {
		t.Fatal(err)
	}
	return cc
}

// run runs one MIT tool, with a time limit, and returns its output in the
// error when it fails.
func run(env []string, name string, args ...string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c := exec.CommandContext(ctx, name, args...)
	c.Env = env
	out, err := c.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, out)
	}
	return nil
}

// loopbackSPN is the service principal of http://127.0.0.1 with rdns:
// HTTP/ and the first name of 127.0.0.1, or the address itself.
func loopbackSPN() string {
	names, err := net.LookupAddr("127.0.0.1")
	if err != nil || len(names) == 0 {
		return "HTTP/127.0.0.1"
	}
	return "HTTP/" + strings.ToLower(strings.TrimSuffix(names[0], "."))
}

// freePort returns a port that is free on 127.0.0.1 for TCP and UDP at
// the time of the call.
func freePort() (int, error) {
	for i := 0; i < 20; i++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return 0, err
		}
		port := l.Addr().(*net.TCPAddr).Port
		u, err := net.ListenPacket("udp", l.Addr().String())
		l.Close()
		if err == nil {
			u.Close()
			return port, nil
		}
	}
	return 0, fmt.Errorf("no free port on 127.0.0.1 for both TCP and UDP")
}
