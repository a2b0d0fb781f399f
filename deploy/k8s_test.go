package deploy

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/docextract/docextract/httpapi"
	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/util/intstr"
	"sigs.k8s.io/yaml"
)

// manifests are the objects of deploy/k8s, decoded strictly into the
// Kubernetes API types: an unknown or misspelt field, a wrong type or a
// bad quantity fails.
type manifests struct {
	deployment *appsv1.Deployment
	service    *corev1.Service
	pdb        *policyv1.PodDisruptionBudget
	hpa        *autoscalingv2.HorizontalPodAutoscaler
	adapter    *corev1.ConfigMap
	files      []string
}

func loadManifests(t *testing.T) manifests {
	t.Helper()
	var m manifests
	files, err := filepath.Glob("k8s/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no manifests: %v", err)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		base := filepath.Base(file)
		if base == "kustomization.yaml" {
			checkKustomization(t, data, files)
			continue
		}
		m.files = append(m.files, base)
		var meta metav1.TypeMeta
		if err := yaml.Unmarshal(data, &meta); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		var obj any
		switch meta.APIVersion + " " + meta.Kind {
		case "apps/v1 Deployment":
			m.deployment = &appsv1.Deployment{}
			obj = m.deployment
		case "v1 Service":
			m.service = &corev1.Service{}
			obj = m.service
		case "policy/v1 PodDisruptionBudget":
			m.pdb = &policyv1.PodDisruptionBudget{}
			obj = m.pdb
		case "autoscaling/v2 HorizontalPodAutoscaler":
			m.hpa = &autoscalingv2.HorizontalPodAutoscaler{}
			obj = m.hpa
		case "v1 ConfigMap":
			m.adapter = &corev1.ConfigMap{}
			obj = m.adapter
		default:
			t.Fatalf("%s: unexpected %s %s", file, meta.APIVersion, meta.Kind)
		}
		if err := yaml.UnmarshalStrict(data, obj); err != nil {
			t.Errorf("%s: %v", file, err)
		}
	}
	if m.deployment == nil || m.service == nil || m.pdb == nil || m.hpa == nil || m.adapter == nil {
		t.Fatalf("manifests: want a Deployment, Service, PodDisruptionBudget, HorizontalPodAutoscaler and the adapter's ConfigMap")
	}
	return m
}

// checkKustomization: the kustomization lists every manifest, and only them.
func checkKustomization(t *testing.T, data []byte, files []string) {
	var k struct {
		APIVersion string   `json:"apiVersion"`
		Kind       string   `json:"kind"`
		Resources  []string `json:"resources"`
		Labels     []struct {
			Pairs map[string]string `json:"pairs"`
		} `json:"labels"`
	}
	if err := yaml.UnmarshalStrict(data, &k); err != nil {
		t.Errorf("kustomization.yaml: %v", err)
	}
	var want []string
	for _, f := range files {
		if b := filepath.Base(f); b != "kustomization.yaml" {
			want = append(want, b)
		}
	}
	got := slices.Sorted(slices.Values(k.Resources))
	if !slices.Equal(got, want) || k.Kind != "Kustomization" {
		t.Errorf("kustomization.yaml lists %v, want %v", got, want)
	}
}

// TestManifests checks that the objects fit together and fit the server:
// selectors match the pods, the probes are the server's, the Service and
// probes use the container's port, requests are within limits, the pods
// run as the image's non-root user, the grace period outlasts a drain, and
// the HPA's metric is one the server exports and the adapter serves.
func TestManifests(t *testing.T) {
	m := loadManifests(t)
	d := m.deployment
	pod := d.Spec.Template
	podLabels := labels.Set(pod.Labels)
	sel, err := metav1.LabelSelectorAsSelector(d.Spec.Selector)
	if err != nil || !sel.Matches(podLabels) {
		t.Errorf("Deployment selector %v does not match its pods %v", d.Spec.Selector, pod.Labels)
	}
	if pdbSel, err := metav1.LabelSelectorAsSelector(m.pdb.Spec.Selector); err != nil || !pdbSel.Matches(podLabels) {
		t.Errorf("PodDisruptionBudget selector %v does not match the pods", m.pdb.Spec.Selector)
	}
	if m.pdb.Spec.MaxUnavailable == nil && m.pdb.Spec.MinAvailable == nil {
		t.Error("PodDisruptionBudget bounds nothing")
	}
	if !labels.SelectorFromSet(m.service.Spec.Selector).Matches(podLabels) {
		t.Errorf("Service selector %v does not match the pods", m.service.Spec.Selector)
	}
	if len(pod.Spec.Containers) != 1 {
		t.Fatalf("%d containers, want 1", len(pod.Spec.Containers))
	}
	c := pod.Spec.Containers[0]
	if len(c.Ports) != 1 || c.Ports[0].ContainerPort != 8080 {
		t.Fatalf("container ports %v, want 8080 (the image's EXPOSE)", c.Ports)
	}
	port := c.Ports[0]
	env := map[string]string{}
	for _, e := range c.Env {
		env[e.Name] = e.Value
	}
	if env["DOCEXTRACT_ADDR"] != fmt.Sprintf("0.0.0.0:%d", port.ContainerPort) || env["OMP_THREAD_LIMIT"] != "1" {
		t.Errorf("env DOCEXTRACT_ADDR %q, OMP_THREAD_LIMIT %q", env["DOCEXTRACT_ADDR"], env["OMP_THREAD_LIMIT"])
	}
	for _, sp := range m.service.Spec.Ports {
		if sp.TargetPort != intstr.FromString(port.Name) && sp.TargetPort != intstr.FromInt32(port.ContainerPort) {
			t.Errorf("Service targetPort %v is not the container's port", sp.TargetPort)
		}
	}

	// The probes ask the server's own endpoints, on the container's port.
	srv := httpapi.New(httpapi.Config{})
	probe := func(name string, p *corev1.Probe, wantStarting int) {
		if p == nil || p.HTTPGet == nil {
			t.Errorf("%s probe: not an HTTP GET", name)
			return
		}
		if p.HTTPGet.Port != intstr.FromString(port.Name) && p.HTTPGet.Port != intstr.FromInt32(port.ContainerPort) {
			t.Errorf("%s probe port %v is not the container's", name, p.HTTPGet.Port)
		}
		w := httptest.NewRecorder()
		srv.ServeHTTP(w, httptest.NewRequest("GET", p.HTTPGet.Path, nil))
		if w.Code != wantStarting {
			t.Errorf("%s probe %s answers %d while the server starts, want %d", name, p.HTTPGet.Path, w.Code, wantStarting)
		}
	}
	probe("readiness", c.ReadinessProbe, http.StatusServiceUnavailable)
	probe("liveness", c.LivenessProbe, http.StatusOK)
	probe("startup", c.StartupProbe, http.StatusOK)

	// Resources: memory requested and capped, requests within limits.
	req, lim := c.Resources.Requests, c.Resources.Limits
	if req.Memory().IsZero() || lim.Memory().IsZero() || req.Cpu().IsZero() {
		t.Errorf("resources %v: want memory requests and limits and a CPU request", c.Resources)
	}
	if req.Memory().Cmp(*lim.Memory()) > 0 {
		t.Errorf("memory request %s over its limit %s", req.Memory(), lim.Memory())
	}
	// One CPU per worker, as the server runs one extraction per worker.
	if workers, err := resource.ParseQuantity(env["DOCEXTRACT_WORKERS"]); err != nil || workers.Cmp(*req.Cpu()) != 0 {
		t.Errorf("%s workers on a request of %s CPUs", env["DOCEXTRACT_WORKERS"], req.Cpu())
	}
	if gml, ok := env["GOMEMLIMIT"]; ok {
		q, err := resource.ParseQuantity(strings.TrimSuffix(gml, "B"))
		if err != nil || q.Cmp(*lim.Memory()) >= 0 {
			t.Errorf("GOMEMLIMIT %s is not below the memory limit %s", gml, lim.Memory())
		}
	}

	// Security: the image's non-root user, nothing to escalate.
	psc, sc := pod.Spec.SecurityContext, c.SecurityContext
	if psc == nil || psc.RunAsNonRoot == nil || !*psc.RunAsNonRoot || psc.RunAsUser == nil || *psc.RunAsUser != 10001 {
		t.Errorf("pod securityContext %+v: want runAsNonRoot and the image's user 10001", psc)
	}
	if sc == nil || sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation || sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem ||
		sc.Capabilities == nil || !slices.Contains(sc.Capabilities.Drop, "ALL") {
		t.Errorf("container securityContext %+v", sc)
	}

	// A drain (delay, then the 60 s of a running extraction) fits in the grace period.
	drain, err := time.ParseDuration(env["DOCEXTRACT_DRAIN_DELAY"])
	if err != nil || pod.Spec.TerminationGracePeriodSeconds == nil || float64(*pod.Spec.TerminationGracePeriodSeconds) < drain.Seconds()+60 {
		t.Errorf("terminationGracePeriodSeconds %v does not cover drain %q + 60 s", pod.Spec.TerminationGracePeriodSeconds, env["DOCEXTRACT_DRAIN_DELAY"])
	}

	// The HPA scales this Deployment on a metric the server exports and the adapter serves.
	ref := m.hpa.Spec.ScaleTargetRef
	if ref.Kind != "Deployment" || ref.Name != d.Name || ref.APIVersion != "apps/v1" {
		t.Errorf("HPA scales %+v, not the Deployment %s", ref, d.Name)
	}
	if m.hpa.Spec.MinReplicas == nil || *m.hpa.Spec.MinReplicas < 2 || m.hpa.Spec.MaxReplicas < *m.hpa.Spec.MinReplicas {
		t.Errorf("HPA replicas %v..%d: want at least 2, so the PodDisruptionBudget can evict", m.hpa.Spec.MinReplicas, m.hpa.Spec.MaxReplicas)
	}
	if len(m.hpa.Spec.Metrics) != 1 || m.hpa.Spec.Metrics[0].Pods == nil {
		t.Fatalf("HPA metrics %+v: want one pods metric", m.hpa.Spec.Metrics)
	}
	metric := m.hpa.Spec.Metrics[0].Pods.Metric.Name
	w := httptest.NewRecorder()
	srv.ServeHTTP(w, httptest.NewRequest("GET", "/metrics", nil))
	if !regexp.MustCompile(`(?m)^# TYPE ` + regexp.QuoteMeta(metric) + ` gauge$`).Match(w.Body.Bytes()) {
		t.Errorf("the HPA's metric %s is not a gauge the server exports", metric)
	}
	var adapter struct {
		Rules []struct {
			SeriesQuery string `json:"seriesQuery"`
			Resources   struct {
				Overrides map[string]struct {
					Resource string `json:"resource"`
				} `json:"overrides"`
			} `json:"resources"`
			Name struct {
				Matches string `json:"matches"`
				As      string `json:"as"`
			} `json:"name"`
			MetricsQuery string `json:"metricsQuery"`
		} `json:"rules"`
	}
	if err := yaml.UnmarshalStrict([]byte(m.adapter.Data["config.yaml"]), &adapter); err != nil {
		t.Fatalf("the adapter's config.yaml: %v", err)
	}
	served := false
	for _, r := range adapter.Rules {
		if r.Name.As == metric && strings.Contains(r.SeriesQuery, metric) && r.Resources.Overrides["pod"].Resource == "pod" && strings.Contains(r.MetricsQuery, "<<.LabelMatchers>>") {
			served = true
		}
	}
	if !served {
		t.Errorf("no adapter rule serves %s per pod", metric)
	}
	// Prometheus scrapes the pods where the server serves its metrics.
	if a := pod.Annotations; a["prometheus.io/path"] != "/metrics" || a["prometheus.io/port"] != fmt.Sprint(port.ContainerPort) {
		t.Errorf("scrape annotations %v", a)
	}
}

// TestManifestsStrict: the strict decoding the manifests go through
// refuses what a cluster would (a misspelt field, a bad quantity).
func TestManifestsStrict(t *testing.T) {
	data, err := os.ReadFile("k8s/deployment.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for name, edit := range map[string][2]string{
		"misspelt field": {"readinessProbe:", "readynessProbe:"},
		"bad quantity":   {"memory: 768Mi", "memory: 768 megs"},
		"wrong type":     {"replicas: 2", "replicas: two"},
	} {
		bad := bytes.Replace(data, []byte(edit[0]), []byte(edit[1]), 1)
		if bytes.Equal(bad, data) {
			t.Fatalf("%s: %q not in deployment.yaml", name, edit[0])
		}
		if err := yaml.UnmarshalStrict(bad, &appsv1.Deployment{}); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
