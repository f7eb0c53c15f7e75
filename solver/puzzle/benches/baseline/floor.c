/* The floor of a problem (docs/PERFORMANCE.md): what it costs just to read the input and write
 * the answer. Reads all of stdin in 64 KiB blocks and sums every integer in it (a run of ASCII
 * digits, so every byte is looked at once, as any parser must), then copies the file named by
 * the first argument, the expected answer, to stdout. The sum is printed first, so the
 * compiler cannot drop the reading.
 *
 *     floor answer.txt < input.txt > /dev/null
 */
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv) {
    static unsigned char block[1 << 16];
    uint64_t sum = 0, value = 0;
    ssize_t got;
    while ((got = read(0, block, sizeof block)) > 0) {
        for (ssize_t i = 0; i < got; i++) {
            unsigned digit = (unsigned)block[i] - '0';
            if (digit < 10) {
                value = value * 10 + digit;
            } else {
                sum += value;
                value = 0;
            }
        }
    }
    sum += value;
    printf("%llu\n", (unsigned long long)sum);
    if (argc > 1) {
        FILE *answer = fopen(argv[1], "rb");
        if (!answer) {
            perror(argv[1]);
            return 1;
        }
        size_t n;
        while ((n = fread(block, 1, sizeof block, answer)) > 0) {
            fwrite(block, 1, n, stdout);
        }
        fclose(answer);
    }
    return 0;
}
