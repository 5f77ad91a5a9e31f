import Foundation
import Testing
import Vellum
import VellumCairo
import VellumPreview

/// `symbolVariant(_:)` spells variants into symbol names as SwiftUI does, falls back to the
/// symbol as written when the variant does not exist, and tab bars use the fill variant.
@Suite struct SymbolVariantTests {
  func drawnSymbols(_ view: some View, proposal: ProposedViewSize = .unspecified) throws -> [String] {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    let snapshot = LayoutSnapshot(
      of: view, proposal: proposal, scale: 1, environment: environment,
      safeArea: proposal == .unspecified ? EdgeInsets() : Device.iPhone15.safeArea)
    return snapshot.description.split(separator: "\n").compactMap { line in
      guard let start = line.range(of: "Image(\"") else { return nil }
      return String(line[start.upperBound...].prefix { $0 != "\"" })
    }
  }

  @Test func variantsAreSpelledIntoTheNameInSFSymbolsOrder() throws {
    #expect(try drawnSymbols(Image(systemName: "heart").symbolVariant(.fill)) == ["heart.fill"])
    #expect(try drawnSymbols(Image(systemName: "person").symbolVariant(.circle.fill)) == ["person.circle.fill"])
    #expect(try drawnSymbols(Image(systemName: "bell").symbolVariant(.slash.fill)) == ["bell.slash.fill"])
    #expect(
      try drawnSymbols(Image(systemName: "heart.fill").symbolVariant(.fill)) == ["heart.fill"],
      "a part the name already spells is not added twice")
  }

  @Test func aVariantTheSymbolLacksFallsBackToTheSymbolAsWritten() throws {
    #expect(try drawnSymbols(Image(systemName: "gear").symbolVariant(.fill)) == ["gear"])
  }

  @Test func nestedVariantsAddUpAndNoneClearsThem() throws {
    let nested = VStack {
      Image(systemName: "star").symbolVariant(.fill)
      Image(systemName: "star").symbolVariant(.none)
    }
    .symbolVariant(.circle)
    #expect(try drawnSymbols(nested) == ["star.circle.fill", "star"])
    #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
  }

  @Test func tabBarsShowTheFillVariantOfEachIcon() throws {
    let tabs = TabView {
      Text("Home").tabItem { Label("Home", systemImage: "house") }
      Text("Saved").tabItem { Label("Saved", systemImage: "heart") }
      Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
    }
    let drawn = try drawnSymbols(tabs, proposal: ProposedViewSize(width: 393, height: 852))
    #expect(drawn == ["house.fill", "heart.fill", "gear"], "\(drawn)")
  }
}
