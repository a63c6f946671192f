package host

import (
	"bufio"
	"fmt"
	"os"
	goruntime "runtime"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/runtime"
)

// Info describes this CPU as a device.
type Info struct {
	Target string `json:"target"` // "host"
	CPU    string `json:"cpu"`
	Cores  int    `json:"cores"`
	Memory uint64 `json:"memory_bytes"`
}

// DeviceArch is "host" (runtime.DeviceInfo).
func (i Info) DeviceArch() string { return i.Target }

// Backend is the host's registration in a runtime.Registry: one device,
// this CPU, whose launches run on a pool's threads.
type Backend struct {
	pool *Pool
}

// NewBackend returns the host backend; the devices it opens run launches
// on pool's threads (nil: one thread), as NewDevice.
func NewBackend(pool *Pool) Backend { return Backend{pool: pool} }

// Kind is "host".
func (Backend) Kind() string { return "host" }

// Probe lists the one host device (a host.Info).
func (Backend) Probe() runtime.Probe {
	return runtime.Probe{Devices: []runtime.DeviceInfo{ReadInfo()}}
}

// Open opens the host device; it has ordinal 0 only.
func (b Backend) Open(ordinal int) (runtime.Device, error) {
	if ordinal != 0 {
		return nil, fmt.Errorf("host device %d: the host is one device, number 0", ordinal)
	}
	return NewDevice(b.pool), nil
}

// ReadInfo reads the CPU model and memory from /proc (Linux); what it
// cannot read stays empty.
func ReadInfo() Info {
	h := Info{Target: "host", Cores: goruntime.NumCPU(), CPU: goruntime.GOARCH}
	if v, ok := procField("/proc/cpuinfo", "model name"); ok {
		h.CPU = v
	}
	if v, ok := procField("/proc/meminfo", "MemTotal"); ok {
		f := strings.Fields(v) // "131072000 kB"
		if len(f) == 2 && f[1] == "kB" {
			if kb, err := strconv.ParseUint(f[0], 10, 64); err == nil {
				h.Memory = kb << 10
			}
		}
	}
	return h
}

// procField returns the value of the first "key : value" line of a /proc
// file.
func procField(path, key string) (string, bool) {
	f, err := os.Open(path)
	if err != nil {
		return "", false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == key {
			return strings.TrimSpace(v), true
		}
	}
	return "", false
}
