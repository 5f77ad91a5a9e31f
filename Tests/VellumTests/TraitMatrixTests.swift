import Foundation
import Testing
import Vellum
import VellumCairo
import VellumTesting

@testable import VellumPreview

/// One trait matrix for every preview: set in the catalog or by flags, applied in export,
/// verify, watch and `assertGoldenPreviews`, named in the files, and pinned by a preview's
/// own traits.
@Suite struct TraitMatrixTests {
  let cli = CommandLineTests()

  /// The test catalog's row: "A" at the leading edge, "B" at the trailing one.
  static var row: Preview {
    Preview("Row", canvas: .fixed(width: 120, height: 40)) {
      HStack {
        Text("A")
        Spacer()
        Text("B")
      }
      .padding(.horizontal, 8)
    }
  }

  @Test func eachExtraTraitIsAddedAloneInEverySchemeAndScale() {
    let matrix = TraitMatrix(
      colorSchemes: [.light, .dark], scales: [2, 3], dynamicTypeSizes: [.accessibility3], locales: ["ar"],
      devices: [.iPhoneSE])
    #expect(
      matrix.variants.map(\.description) == [
        "light@2x", "light@3x", "dark@2x", "dark@3x", "light.accessibility3@2x", "light.accessibility3@3x",
        "dark.accessibility3@2x", "dark.accessibility3@3x", "light.ar@2x", "light.ar@3x", "dark.ar@2x", "dark.ar@3x",
        "light.iPhoneSE@2x", "light.iPhoneSE@3x", "dark.iPhoneSE@2x", "dark.iPhoneSE@3x",
      ])
    #expect(TraitMatrix.standard.variants == [.light, .dark], "the default names stay as they were")
  }

  @Test func aPreviewsOwnTraitsPinWhatTheyPin() {
    let matrix = TraitMatrix(dynamicTypeSizes: [.xxxLarge], locales: ["he"], devices: [.iPhoneSE, .iPhone15])
    let night = Preview("Night", canvas: .iPhone15, traits: .colorScheme(.dark), .dynamicTypeSize(.small)) {
      Color.black
    }
    #expect(night.variants(matrix).map(\.description) == ["dark@2x", "dark.he@2x", "dark.iPhoneSE@2x"])
    #expect(
      Self.row.variants(matrix).map(\.description) == [
        "light@2x", "dark@2x", "light.xxxLarge@2x", "dark.xxxLarge@2x", "light.he@2x", "dark.he@2x",
      ], "a fixed canvas is drawn on no other device")
  }

  @Test func aWorkerJobCarriesEveryTrait() throws {
    let variant = Variant(.dark, scale: 3, dynamicTypeSize: .accessibility2, locale: "ar-EG", device: .iPhoneSE)
    let job = BatchJob(kind: .verify, preview: 4, variant: variant, path: "/tmp/g.png", artifacts: "/tmp/a")
    #expect(BatchJob(line: job.line) == job)
    #expect(BatchJob(line: job.line)?.variant.description == "dark.accessibility2.ar-EG.iPhoneSE@3x")
  }

  /// A locale reaches `\.locale`, and a right-to-left language lays the row out from the right.
  @Test func aRightToLeftLocaleMirrorsTheLayout() throws {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    func frames(_ locale: String?) -> (a: CGRect?, b: CGRect?) {
      let (view, canvas) = Self.row.prepared(for: Variant(.light, locale: locale))
      let snapshot = LayoutSnapshot(of: view, proposal: canvas.proposal, scale: 2, environment: environment)
      return (snapshot.frames(ofText: "A").first, snapshot.frames(ofText: "B").first)
    }
    for locale in [nil, "de", "ja"] {
      let (a, b) = frames(locale)
      #expect((a?.minX ?? 999) < 20 && (b?.minX ?? 0) > 90, "\(locale ?? "own"): A leads")
    }
    for locale in ["ar", "he", "fa"] {
      let (a, b) = frames(locale)
      #expect((a?.minX ?? 0) > 90 && (b?.minX ?? 999) < 20, "\(locale): B leads")
    }
    let reader = Preview("Locale", canvas: .sizeThatFits) { LocaleName() }
    let (view, canvas) = reader.prepared(for: Variant(.light, locale: "de-DE"))
    let snapshot = LayoutSnapshot(of: view, proposal: canvas.proposal, scale: 2, environment: environment)
    #expect(!snapshot.frames(ofText: "de-DE").isEmpty)
  }

  struct LocaleName: View {
    @Environment(\.locale) var locale
    var body: some View { Text(verbatim: locale.identifier) }
  }

  /// The catalog's `variants` name the files of `list` and `export`; a flag replaces its axis;
  /// `assertGoldenPreviews(traits:)` finds the goldens `verify` recorded under those names.
  @Test func theCatalogsMatrixNamesTheFilesAndFlagsReplaceAnAxis() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let matrix = ["VELLUM_TEST_MATRIX": "1"]
    let list = try cli.run("vellum-test-catalog", ["list"], environment: matrix, in: folder)
    #expect(
      list.out == """
        Row\t120x40\tlight@2x,dark@2x,light.accessibility3@2x,dark.accessibility3@2x,light.ar@2x,dark.ar@2x
        Pinned\t60x40\tlight@2x,dark@2x,light.ar@2x,dark.ar@2x
        Phone\tiPhone15\tlight@2x,dark@2x,light.accessibility3@2x,dark.accessibility3@2x,light.ar@2x,dark.ar@2x,light.iPhoneSE@2x,dark.iPhoneSE@2x

        """, "\(list.err)")
    let export = try cli.run(
      "vellum-test-catalog", ["export", "--out", "e", "--scheme", "light", "--locale", "he"], environment: matrix,
      in: folder)
    #expect(export.code == 0, "\(export.err)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("e").path).sorted()
    #expect(
      files == [
        "Phone.light.accessibility3@2x.png", "Phone.light.he@2x.png", "Phone.light.iPhoneSE@2x.png",
        "Phone.light@2x.png", "Pinned.light.he@2x.png", "Pinned.light@2x.png", "Row.light.accessibility3@2x.png",
        "Row.light.he@2x.png", "Row.light@2x.png", "manifest.json",
      ])
    let bad = try cli.run("vellum-test-catalog", ["export", "--locale", "ar/../x"], environment: matrix, in: folder)
    #expect(bad.code == 2 && bad.err.contains("--locale takes locale identifiers"), "\(bad.err)")

    let record = try cli.run(
      "vellum-test-catalog", ["verify", "--goldens", "g", "--filter", "Row", "--record", "missing"],
      environment: matrix, in: folder)
    #expect(record.out.contains("6 images"), "\(record.out)")
    assertGoldenPreviews(
      [Self.row], traits: TraitMatrix(dynamicTypeSizes: [.accessibility3], locales: ["ar"]),
      goldens: folder.appendingPathComponent("g").path)
  }
}
