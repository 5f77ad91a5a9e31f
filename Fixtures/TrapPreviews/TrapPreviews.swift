import Vellum

// Ten previews, one of which traps when it renders, and a provider that traps while it is
// discovered: what `assertGoldenPreviews` must survive, failing only those two, by name.

final class Account: ObservableObject {
  @Published var name = "Ada"
}

/// Reads an `Account` from the environment, which the "Needs an account" preview forgets to
/// provide: a `fatalError`, as in SwiftUI.
struct AccountBadge: View {
  @EnvironmentObject var account: Account
  var body: some View { Text(account.name) }
}

#Preview("Swatch 1", traits: .fixedLayout(width: 12, height: 12)) { Color.red }
#Preview("Swatch 2", traits: .fixedLayout(width: 12, height: 12)) { Color.orange }
#Preview("Swatch 3", traits: .fixedLayout(width: 12, height: 12)) { Color.yellow }
#Preview("Swatch 4", traits: .fixedLayout(width: 12, height: 12)) { Color.green }
#Preview("Needs an account", traits: .fixedLayout(width: 60, height: 20)) { AccountBadge() }
#Preview("Swatch 5", traits: .fixedLayout(width: 12, height: 12)) { Color.mint }
#Preview("Swatch 6", traits: .fixedLayout(width: 12, height: 12)) { Color.teal }
#Preview("Swatch 7", traits: .fixedLayout(width: 12, height: 12)) { Color.blue }
#Preview("Swatch 8", traits: .fixedLayout(width: 12, height: 12)) { Color.indigo }
#Preview("Swatch 9", traits: .fixedLayout(width: 12, height: 12)) { Color.purple }

/// A provider whose `previews` getter traps, but only in a worker copy of the test process
/// (`VELLUM_SELF_WORKER` is set), since the rest of the test suite discovers previews in
/// its own process and would stop there.
struct Unreachable_Previews: PreviewProvider {
  static var previews: some View {
    if ProcessInfo.processInfo.environment["VELLUM_SELF_WORKER"] != nil {
      let rows: [String] = []
      return Text(rows[0])
    }
    return Text("Unreachable")
  }
}
