import CCairo
import Foundation
import Vellum
import VellumPreview

/// A catalog for the command-line tests: ordinary previews, and ones that trap, hang or
/// have names that must not escape the output folder.
@main struct TestCatalog: PreviewCatalog {
  static let canvas = VellumPreview.Canvas.fixed(width: 60, height: 40)

  /// The trait matrix (VELLUM_TEST_MATRIX): each preview also at AX3, in Arabic and on an
  /// iPhone SE.
  static var variants: TraitMatrix {
    guard ProcessInfo.processInfo.environment["VELLUM_TEST_MATRIX"] != nil else { return .standard }
    return TraitMatrix(dynamicTypeSizes: [.accessibility3], locales: ["ar"], devices: [.iPhoneSE])
  }

  static var previews: [Preview] {
    var previews = [
      Preview("Blue", canvas: canvas) { Color.blue },
      Preview("Green", canvas: canvas) { Color.green },
      Preview("Label", canvas: canvas) { Text("Hi") },
      Preview("Trap", canvas: canvas) { Trapping() },
      Preview("../escape/Name\u{1}", canvas: canvas) { Color.orange },
      Preview("Nul\u{0}/Name", canvas: canvas) { Color.yellow },
      Preview("CrashInC", canvas: canvas) { CrashingInC() },
      Preview("Night", canvas: canvas, traits: .colorScheme(.dark)) { Color.primary },
    ]
    if ProcessInfo.processInfo.environment["VELLUM_TEST_HANG"] != nil {
      previews.append(Preview("Hang", canvas: canvas) { Hanging() })
    }
    if ProcessInfo.processInfo.environment["VELLUM_TEST_HOG"] != nil {
      previews.append(Preview("Hog", canvas: canvas) { Hogging() })
    }
    if ProcessInfo.processInfo.environment["VELLUM_TEST_DIAGNOSTICS"] != nil {
      previews.append(Preview("Symbol", canvas: canvas) { Image(systemName: "no.such.symbol") })
    }
    // The layout diff: a sign-in form, and (VELLUM_TEST_MOVED) the same with its button
    // wider and pushed down.
    if ProcessInfo.processInfo.environment["VELLUM_TEST_LOGIN"] != nil {
      let moved = ProcessInfo.processInfo.environment["VELLUM_TEST_MOVED"] != nil
      previews.append(Preview("Login", canvas: .fixed(width: 240, height: 200)) { LoginForm(moved: moved) })
    }
    // watch --device and --dynamic-type: a phone screen, and text at its ideal size.
    if ProcessInfo.processInfo.environment["VELLUM_TEST_VARIANTS"] != nil {
      previews.append(Preview("Phone", canvas: .iPhone15) { Color.mint })
      previews.append(Preview("Fitted", canvas: .sizeThatFits) { Text("Aa").padding(4) })
    }
    // The trait matrix: a row that reads from its leading edge, one pinned to a Dynamic Type
    // size, and a phone screen.
    if ProcessInfo.processInfo.environment["VELLUM_TEST_MATRIX"] != nil {
      previews = [
        Preview("Row", canvas: .fixed(width: 120, height: 40)) {
          HStack {
            Text("A")
            Spacer()
            Text("B")
          }
          .padding(.horizontal, 8)
        },
        Preview("Pinned", canvas: canvas, traits: .dynamicTypeSize(.xSmall)) { Text("Aa") },
        Preview("Phone", canvas: .iPhone15) { Color.mint },
      ]
    }
    // The accessibility snapshot: a screen of labelled, combined, hidden and ordered
    // elements; VELLUM_TEST_RELABEL renames the button.
    if ProcessInfo.processInfo.environment["VELLUM_TEST_ACCESSIBILITY"] != nil {
      let relabel = ProcessInfo.processInfo.environment["VELLUM_TEST_RELABEL"] != nil
      previews.append(Preview("Account", canvas: .fixed(width: 240, height: 260)) { AccountScreen(relabel: relabel) })
    }
    // vellum-bench: a catalog of N card lists, to measure export throughput and memory.
    if let count = ProcessInfo.processInfo.environment["VELLUM_BENCH_PREVIEWS"].flatMap(Int.init) {
      return (0..<count).map { index in
        Preview("Cards \(index)", canvas: .fixed(width: 390, height: 844)) { CardList(seed: index) }
      }
    }
    return previews
  }
}

/// A view whose body traps, as a buggy preview would.
struct Trapping: View {
  var body: some View {
    let values: [Int] = []
    return Text("\(values[0])")
  }
}

/// A view whose body crashes inside Cairo, as a bad pointer in C code would.
struct CrashingInC: View {
  var body: some View {
    cairo_destroy(OpaquePointer(bitPattern: 16))
    return Text("unreachable")
  }
}

/// A view whose body never returns.
struct Hanging: View {
  var body: some View {
    Text(wait())
  }

  func wait() -> String {
    while true { usleep(10_000) }
  }
}

/// A view whose body allocates memory without end, 32 MB at a time, touching every page.
struct Hogging: View {
  var body: some View {
    Text(grow())
  }

  func grow() -> String {
    var blocks: [UnsafeMutableRawPointer] = []
    while true {
      let size = 32 << 20
      let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
      block.initializeMemory(as: UInt8.self, repeating: 1, count: size)
      blocks.append(block)
      usleep(5_000)
    }
  }
}

/// A list of cards like a typical app screen; the same screen is written in HTML for the
/// browser comparison in vellum-bench.
public struct CardList: View {
  let seed: Int

  public var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Inbox").font(.largeTitle.bold())
      ForEach(0..<7) { row in
        VStack(alignment: .leading, spacing: 4) {
          Text("Message \(seed * 7 + row)").font(.headline)
          Text("A short preview of the message body that wraps onto a second line.")
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.white, in: .rect(cornerRadius: 12))
        .shadow(color: .black.opacity(0.1), radius: 4, y: 2)
      }
    }
    .padding()
    .frame(maxHeight: .infinity, alignment: .top)
    .background(Color(white: 0.95))
  }
}

/// A sign-in form whose button moves and widens when `moved`.
struct LoginForm: View {
  let moved: Bool

  var body: some View {
    VStack(spacing: 12) {
      Text("Login").font(.title2)
      Text("ada@example.com").foregroundStyle(.secondary)
      Button("Sign in") {}
        .buttonStyle(.borderedProminent)
        .frame(width: moved ? 160 : 120)
        .padding(.top, moved ? 16 : 0)
      Text("Forgot password?").font(.footnote)
    }
  }
}

/// A small screen with every accessibility modifier the snapshot honours.
struct AccountScreen: View {
  var relabel = false

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text("Account").font(.title2).accessibilityAddTraits(.isHeader)
      HStack {
        Image(systemName: "person.circle")
        Text("Ada Lovelace")
      }
      .accessibilityElement(children: .combine)
      Text("Signed in").accessibilityLabel("Status").accessibilityValue("signed in")
      Image(systemName: "sparkles").accessibilityHidden(true)
      Toggle("Notifications", isOn: .constant(true))
      Button(relabel ? "Log out" : "Sign out") {}
      Text("Read me first").font(.footnote).accessibilitySortPriority(1)
    }
    .padding(12)
  }
}
